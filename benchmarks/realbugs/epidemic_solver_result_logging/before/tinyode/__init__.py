from tinyode.solve import RESULTS, Solution, solve

__all__ = ["RESULTS", "Solution", "solve"]
