from samplers.hmc import HMC

__all__ = ["HMC"]
