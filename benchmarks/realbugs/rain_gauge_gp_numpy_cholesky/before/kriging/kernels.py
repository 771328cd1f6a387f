import jax.numpy as jnp


class SquaredExponential:
    """k(x, x') = s^2 exp(-|x - x'|^2 / 2 l^2), hyperparameters on the log scale."""

    def __call__(self, params, xa, xb):
        sq_dist = jnp.sum((xa[:, None, :] - xb[None, :, :]) ** 2, axis=-1)
        return jnp.exp(2 * params["log_sigma"]) * jnp.exp(-0.5 * sq_dist / jnp.exp(2 * params["log_length"]))
