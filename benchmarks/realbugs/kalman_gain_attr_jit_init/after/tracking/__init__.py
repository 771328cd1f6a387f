from tracking.filter import KalmanTracker

__all__ = ["KalmanTracker"]
