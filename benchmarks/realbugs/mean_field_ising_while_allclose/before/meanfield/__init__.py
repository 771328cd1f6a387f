from meanfield.lattice import Lattice
from meanfield.solver import MeanFieldSolver

__all__ = ["Lattice", "MeanFieldSolver"]
