from denoise.trainer import DenoiserTrainer

__all__ = ["DenoiserTrainer"]
