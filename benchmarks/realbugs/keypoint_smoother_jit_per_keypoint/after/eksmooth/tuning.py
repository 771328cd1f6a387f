import jax
import jax.numpy as jnp

from .likelihood import random_walk_nll


@jax.jit
def _loss_and_grad(log_s, y):
    return jax.value_and_grad(random_walk_nll)(log_s, y)


def optimize_smooth_params(observations, num_steps=20, lr=0.1):
    """One smoothing parameter per keypoint, fitted by gradient descent on its own trace."""
    params = []
    for k in range(observations.shape[0]):
        y = observations[k]
        log_s = jnp.array(0.0)
        for _ in range(num_steps):
            _, g = _loss_and_grad(log_s, y)
            log_s = log_s - lr * g / y.shape[0]
        params.append(jnp.exp(log_s))
    return jnp.stack(params)
