from crystal.cells import FCC_BASIS, build_supercell
from crystal.energy import lennard_jones_energy

__all__ = ["FCC_BASIS", "build_supercell", "lennard_jones_energy"]
