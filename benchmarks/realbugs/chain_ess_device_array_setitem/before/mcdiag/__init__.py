from mcdiag.diagnostics import autocorrelation, effective_sample_size
from mcdiag.summary import summarize

__all__ = ["autocorrelation", "effective_sample_size", "summarize"]
