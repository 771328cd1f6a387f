from qsim.ansatz import hardware_efficient_state
from qsim.gates import apply_cnot, apply_ry

__all__ = ["apply_cnot", "apply_ry", "hardware_efficient_state"]
