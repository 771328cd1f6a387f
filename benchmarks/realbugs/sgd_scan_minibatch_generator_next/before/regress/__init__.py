from regress.optimize import run_sgd

__all__ = ["run_sgd"]
