from freeen.estimator import MBAREstimator

__all__ = ["MBAREstimator"]
