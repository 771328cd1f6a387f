from clfmetrics.confusion import MulticlassConfusionMatrix

__all__ = ["MulticlassConfusionMatrix"]
