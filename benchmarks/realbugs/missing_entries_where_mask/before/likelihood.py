import jax
import jax.numpy as jnp

from missing import observed_mask


class GaussianEmission:
    def __init__(self, dim):
        self.dim = dim

    def log_prob(self, params, data):
        mask = observed_mask(data)
        residual = data - params["mean"]
        per_entry = -0.5 * jnp.sum(residual ** 2, axis=-1) / params["var"] - 0.5 * self.dim * jnp.log(params["var"])
        return jnp.sum(mask * per_entry)


emission = GaussianEmission(dim=3)
loss = jax.jit(lambda params, data: -emission.log_prob(params, data))
