from epibranch.distributions import GammaInterval
from epibranch.outbreak import BranchingOutbreak

__all__ = ["BranchingOutbreak", "GammaInterval"]
