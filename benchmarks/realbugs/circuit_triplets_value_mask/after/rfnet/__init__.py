from .circuit import LadderCircuit

__all__ = ["LadderCircuit"]
