from ptlite.function import function
from ptlite.graph import Constant, Variable, alloc, square, sub, sum_

__all__ = ["Constant", "Variable", "alloc", "function", "square", "sub", "sum_"]
