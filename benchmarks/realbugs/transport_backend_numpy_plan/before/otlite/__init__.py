"""Optimal transport between uniform empirical measures, on numpy or JAX arrays."""
from otlite.solvers import emd, emd2

__all__ = ["emd", "emd2"]
