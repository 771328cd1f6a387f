from radartrack.filter import KalmanFilter
from radartrack.models import ConstantVelocity

__all__ = ["ConstantVelocity", "KalmanFilter"]
