from steinlite.kernels import RBFKernel
from steinlite.steinvi import SteinVI

__all__ = ["RBFKernel", "SteinVI"]
