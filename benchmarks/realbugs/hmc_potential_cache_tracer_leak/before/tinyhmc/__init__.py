from tinyhmc.sampler import HMC

__all__ = ["HMC"]
