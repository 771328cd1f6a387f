from nbody.simulation import Simulation

__all__ = ["Simulation"]
