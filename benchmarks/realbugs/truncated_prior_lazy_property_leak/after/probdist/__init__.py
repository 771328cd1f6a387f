from probdist.distributions import Normal, TruncatedNormal

__all__ = ["Normal", "TruncatedNormal"]
