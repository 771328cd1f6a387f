from potential.relax import solve_capacitor

__all__ = ["solve_capacitor"]
