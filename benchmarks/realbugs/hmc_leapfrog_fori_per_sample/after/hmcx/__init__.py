from hmcx.kernel import HMC, HMCState

__all__ = ["HMC", "HMCState"]
