from tgraph.graph import Constant, Variable, log, specify_shape, square, sub, sum_
from tgraph.link import jaxify

__all__ = ["Constant", "Variable", "jaxify", "log", "specify_shape", "square", "sub", "sum_"]
