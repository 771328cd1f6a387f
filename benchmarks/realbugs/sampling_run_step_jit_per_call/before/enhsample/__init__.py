from enhsample.methods import HarmonicBias
from enhsample.runner import run
from enhsample.context import SimulationContext

__all__ = ["HarmonicBias", "SimulationContext", "run"]
