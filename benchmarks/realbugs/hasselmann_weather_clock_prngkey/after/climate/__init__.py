from climate.ebm import StochasticEBM

__all__ = ["StochasticEBM"]
