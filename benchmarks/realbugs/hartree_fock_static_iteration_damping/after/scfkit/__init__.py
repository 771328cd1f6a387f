from scfkit.hf import RestrictedHartreeFock
from scfkit.integrals import hubbard_ring

__all__ = ["RestrictedHartreeFock", "hubbard_ring"]
