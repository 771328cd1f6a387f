import jax
import jax.numpy as jnp


class GCNLayer:
    def __init__(self, in_dim, out_dim, activation=jax.nn.relu):
        self.in_dim = in_dim
        self.out_dim = out_dim
        self.activation = activation

    def init(self, key):
        return {"w": jax.random.normal(key, (self.in_dim, self.out_dim)) * jnp.sqrt(2.0 / self.in_dim)}

    def __call__(self, params, propagation, h):
        return self.activation(propagation @ h @ params["w"])
