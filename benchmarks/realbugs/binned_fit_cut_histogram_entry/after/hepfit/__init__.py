from hepfit.likelihood import Sample, poisson_nll

__all__ = ["Sample", "poisson_nll"]
