from trackfilt.kalman import ConstantVelocityKalman

__all__ = ["ConstantVelocityKalman"]
