from tinynet.layers import NormDense, init_norm_dense
from tinynet.remat import remat

__all__ = ["NormDense", "init_norm_dense", "remat"]
