from fdtd1d.grid import Grid
from fdtd1d.pml import PerfectlyMatchedLayer
from fdtd1d.simulation import Simulation

__all__ = ["Grid", "PerfectlyMatchedLayer", "Simulation"]
