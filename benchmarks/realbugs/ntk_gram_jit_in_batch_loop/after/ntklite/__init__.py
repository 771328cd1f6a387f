from ntklite.empirical import empirical_ntk_fn
from ntklite.stax import dense_relu_net

__all__ = ["dense_relu_net", "empirical_ntk_fn"]
