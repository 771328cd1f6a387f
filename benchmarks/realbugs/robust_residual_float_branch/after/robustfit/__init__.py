from .losses import total_l1_loss

__all__ = ["total_l1_loss"]
