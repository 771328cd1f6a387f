from rvgp.kernels import QuasiPeriodic
from rvgp.regression import GaussianProcess

__all__ = ["GaussianProcess", "QuasiPeriodic"]
