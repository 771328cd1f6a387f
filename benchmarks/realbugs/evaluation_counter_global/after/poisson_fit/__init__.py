from .counters import evaluations, reset_evaluations
from .objective import neg_log_likelihood_and_grad

__all__ = ["evaluations", "neg_log_likelihood_and_grad", "reset_evaluations"]
