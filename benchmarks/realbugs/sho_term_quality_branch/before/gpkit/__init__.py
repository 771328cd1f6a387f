from gpkit.gp import GaussianProcess
from gpkit.terms import SHOTerm

__all__ = ["GaussianProcess", "SHOTerm"]
