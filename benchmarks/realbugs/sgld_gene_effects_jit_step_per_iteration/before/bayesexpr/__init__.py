from bayesexpr.data import minibatches
from bayesexpr.posterior import LogisticPosterior
from bayesexpr.sgld import SGLD

__all__ = ["LogisticPosterior", "SGLD", "minibatches"]
