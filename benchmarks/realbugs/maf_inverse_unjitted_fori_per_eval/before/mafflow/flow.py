import jax
import jax.numpy as jnp

from .made import init_made, made_forward, made_masks


def invert_layer(params, masks, z):
    """x_i = z_i * exp(log_scale_i(x_<i)) + mu_i(x_<i), one dimension after the other."""
    def fill(i, x):
        mu, log_scale = made_forward(params, masks, x)
        return x.at[:, i].set(z[:, i] * jnp.exp(log_scale[:, i]) + mu[:, i])

    return jax.lax.fori_loop(0, z.shape[1], fill, jnp.zeros_like(z))  # expect: JXL504


class MaskedAutoregressiveFlow:
    def __init__(self, dim, hidden=32, num_layers=3):
        self.dim = dim
        self.hidden = hidden
        self.num_layers = num_layers
        self.masks = made_masks(dim, hidden)

    def init(self, key):
        return [init_made(k, self.dim, self.hidden) for k in jax.random.split(key, self.num_layers)]

    def log_prob(self, params, x):
        """Density evaluation is parallel: z = (x - mu(x)) * exp(-log_scale(x)) in one pass per layer."""
        log_det = 0.0
        for layer in params:
            mu, log_scale = made_forward(layer, self.masks, x)
            x = ((x - mu) * jnp.exp(-log_scale))[:, ::-1]
            log_det = log_det - jnp.sum(log_scale, axis=-1)
        base = -0.5 * jnp.sum(x ** 2, axis=-1) - 0.5 * self.dim * jnp.log(2 * jnp.pi)
        return base + log_det

    def sample(self, params, key, num_samples):
        x = jax.random.normal(key, (num_samples, self.dim))
        for layer in reversed(params):
            x = invert_layer(layer, self.masks, x[:, ::-1])
        return x
