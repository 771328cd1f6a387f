from .adaptation import chees_warmup

__all__ = ["chees_warmup"]
