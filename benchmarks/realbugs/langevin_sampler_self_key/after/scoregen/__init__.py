from scoregen.sampler import LangevinSampler

__all__ = ["LangevinSampler"]
