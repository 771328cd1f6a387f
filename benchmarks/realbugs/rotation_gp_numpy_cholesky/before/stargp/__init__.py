from stargp.gp import GaussianProcess, fit_hyperparameters
from stargp.kernels import QuasiPeriodic

__all__ = ["GaussianProcess", "QuasiPeriodic", "fit_hyperparameters"]
