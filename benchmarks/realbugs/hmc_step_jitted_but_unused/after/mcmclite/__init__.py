from mcmclite.hmc import hmc

__all__ = ["hmc"]
