from spectral.basis import ChebyshevBasis
from spectral.ops import chebyshev_sum

__all__ = ["ChebyshevBasis", "chebyshev_sum"]
