import equinox as eqx
import jax


class Solution(eqx.Module):
    """u(x) = x (1 - x) N(x): the Dirichlet conditions u(0) = u(1) = 0 hold by construction."""
    net: eqx.nn.MLP

    def __init__(self, key, width=32, depth=2):
        self.net = eqx.nn.MLP(1, "scalar", width, depth, activation=jax.nn.tanh, key=key)

    def __call__(self, x):
        return x * (1.0 - x) * self.net(x[None])
