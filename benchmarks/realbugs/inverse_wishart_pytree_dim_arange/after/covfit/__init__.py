from covfit.posterior import log_posterior, unpack_cholesky
from covfit.priors import InverseWishart

__all__ = ["InverseWishart", "log_posterior", "unpack_cholesky"]
