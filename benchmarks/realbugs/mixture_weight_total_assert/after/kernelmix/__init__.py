from kernelmix.smoother import KernelMixture

__all__ = ["KernelMixture"]
