from .pipeline import GuidedPipeline

__all__ = ["GuidedPipeline"]
