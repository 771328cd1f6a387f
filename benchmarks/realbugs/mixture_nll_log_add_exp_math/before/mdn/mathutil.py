import math


def log_add_exp(a, b):
    """log(exp(a) + exp(b)) without overflow."""
    hi = max(a, b)  # expect: JXL103
    return hi + math.log1p(math.exp(-abs(a - b)))  # expect: JXL104
