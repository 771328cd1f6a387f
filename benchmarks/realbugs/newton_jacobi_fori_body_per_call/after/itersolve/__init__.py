from itersolve.linear import jacobi_solve
from itersolve.newton import newton

__all__ = ["jacobi_solve", "newton"]
