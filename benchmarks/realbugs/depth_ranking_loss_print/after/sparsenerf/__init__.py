from .losses import depth_ranking_loss, photometric_loss

__all__ = ["depth_ranking_loss", "photometric_loss"]
