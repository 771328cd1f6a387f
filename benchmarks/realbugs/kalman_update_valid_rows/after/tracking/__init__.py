from .filter import KalmanFilter

__all__ = ["KalmanFilter"]
