from spinsim.integrator import Integrator

__all__ = ["Integrator"]
