from .model import aging_curve, neg_log_likelihood

__all__ = ["aging_curve", "neg_log_likelihood"]
