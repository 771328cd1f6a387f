from typing import NamedTuple

import jax.numpy as jnp


class RBFParams(NamedTuple):
    """Unconstrained hyperparameters: the kernel and the noise live on the log scale."""

    log_lengthscale: float
    log_variance: float
    log_noise: float


def rbf(x1, x2, params):
    lengthscale = jnp.exp(params.log_lengthscale)
    sq_dist = (x1[:, None] - x2[None, :]) ** 2
    return jnp.exp(params.log_variance) * jnp.exp(-0.5 * sq_dist / lengthscale**2)
