from vmcho.estimator import EnergyEstimator
from vmcho.sampler import MetropolisWalkers
from vmcho.wavefunction import GaussianTrial

__all__ = ["EnergyEstimator", "GaussianTrial", "MetropolisWalkers"]
