from mcsampler.metropolis import MetroHas

__all__ = ["MetroHas"]
