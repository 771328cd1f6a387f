from phenology.model import FloweringModel

__all__ = ["FloweringModel"]
