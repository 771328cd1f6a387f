from vmc.train import train

__all__ = ["train"]
