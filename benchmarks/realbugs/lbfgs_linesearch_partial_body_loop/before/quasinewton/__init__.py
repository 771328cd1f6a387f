from quasinewton.lbfgs import apply_updates, lbfgs

__all__ = ["apply_updates", "lbfgs"]
