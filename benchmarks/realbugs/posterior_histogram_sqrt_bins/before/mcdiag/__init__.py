from mcdiag.sampler import RandomWalkMetropolis
from mcdiag.summary import PosteriorSummary

__all__ = ["PosteriorSummary", "RandomWalkMetropolis"]
