from tinyscf.molecule import ModelMolecule
from tinyscf.monitor import ConvergenceMonitor
from tinyscf.scf import RestrictedHartreeFock

__all__ = ["ConvergenceMonitor", "ModelMolecule", "RestrictedHartreeFock"]
