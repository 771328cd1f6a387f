from mcmclite.langevin import LangevinSampler

__all__ = ["LangevinSampler"]
