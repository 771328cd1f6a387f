from meteor.config import EntryConfig
from meteor.ablation import SingleBodyAblation

__all__ = ["EntryConfig", "SingleBodyAblation"]
