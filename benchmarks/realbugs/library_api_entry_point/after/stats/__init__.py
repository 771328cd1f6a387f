from .densities import halfnormal_logpdf, truncnorm_logpdf

__all__ = ["halfnormal_logpdf", "truncnorm_logpdf"]
