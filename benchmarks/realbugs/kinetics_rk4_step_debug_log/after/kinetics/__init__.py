from kinetics.solver import RK4Solver

__all__ = ["RK4Solver"]
