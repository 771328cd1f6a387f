from wecopt.core import WEC, mimo_transfer_mat

__all__ = ["WEC", "mimo_transfer_mat"]
