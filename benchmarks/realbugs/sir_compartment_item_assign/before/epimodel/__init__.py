from epimodel.sir import simulate_sir

__all__ = ["simulate_sir"]
