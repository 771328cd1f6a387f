from psislite.loo import loo

__all__ = ["loo"]
