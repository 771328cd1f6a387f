from qdyn.evolution import Exp, TwoQubitQuench
from qdyn.operators import PauliSum, pauli_string

__all__ = ["Exp", "PauliSum", "TwoQubitQuench", "pauli_string"]
