import jax
import jax.numpy as jnp


class MLPDynamics:
    """dy/dt = f(y, t; params): a small MLP that also sees the time."""

    def __init__(self, dim=2, hidden=32):
        self.dim = dim
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.dim + 1, self.hidden)) * 0.3,
                "b1": jnp.zeros(self.hidden),
                "w2": jax.random.normal(k2, (self.hidden, self.dim)) * 0.3}

    def __call__(self, params, y, t):
        inputs = jnp.concatenate([y, jnp.full(y.shape[:-1] + (1,), t)], axis=-1)
        return jnp.tanh(inputs @ params["w1"] + params["b1"]) @ params["w2"]
