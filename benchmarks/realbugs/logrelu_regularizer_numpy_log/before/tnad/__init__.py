from . import loss, regularizers

__all__ = ["loss", "regularizers"]
