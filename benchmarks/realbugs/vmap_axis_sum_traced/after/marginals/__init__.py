from marginals.tables import marginalize, marginalize_all

__all__ = ["marginalize", "marginalize_all"]
