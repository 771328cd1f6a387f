import math


def perplexity(mean_nll):
    """Perplexity is the exponential of the mean negative log-likelihood per token."""
    return math.exp(mean_nll)  # expect: JXL104
