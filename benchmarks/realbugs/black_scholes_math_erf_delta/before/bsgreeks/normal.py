import math


def norm_cdf(x):
    """Standard normal distribution function through the error function."""
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))  # expect: JXL104
