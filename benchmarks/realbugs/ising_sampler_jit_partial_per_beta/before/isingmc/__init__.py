from isingmc.sampler import MetropolisSampler

__all__ = ["MetropolisSampler"]
