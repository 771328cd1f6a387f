from mcmc.sampler import RandomWalkMetropolis

__all__ = ["RandomWalkMetropolis"]
