from audioaug.pipeline import Augmenter

__all__ = ["Augmenter"]
