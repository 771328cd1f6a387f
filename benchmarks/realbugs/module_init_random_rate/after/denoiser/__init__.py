from denoiser.model import forward

__all__ = ["forward"]
