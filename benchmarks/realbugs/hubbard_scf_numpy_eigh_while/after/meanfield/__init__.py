from meanfield.hubbard import HubbardRing
from meanfield.scf import SelfConsistentField

__all__ = ["HubbardRing", "SelfConsistentField"]
