from resjax.node import Node
from resjax.nodes.nvar import NVAR

__all__ = ["Node", "NVAR"]
