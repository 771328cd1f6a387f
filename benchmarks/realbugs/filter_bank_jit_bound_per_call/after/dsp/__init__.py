from .bank import FilterBank

__all__ = ["FilterBank"]
