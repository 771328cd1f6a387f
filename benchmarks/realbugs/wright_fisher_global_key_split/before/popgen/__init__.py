from popgen.wright_fisher import WrightFisher

__all__ = ["WrightFisher"]
