from carbsys.solve import solve

__all__ = ["solve"]
