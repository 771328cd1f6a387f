from tsmetrics.metrics import dtw

__all__ = ["dtw"]
