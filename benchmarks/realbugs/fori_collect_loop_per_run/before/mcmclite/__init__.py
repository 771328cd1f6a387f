from mcmclite.mcmc import MCMC, RandomWalk

__all__ = ["MCMC", "RandomWalk"]
