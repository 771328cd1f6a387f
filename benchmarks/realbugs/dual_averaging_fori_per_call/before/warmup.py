import jax.numpy as jnp

from adapt import optimize

TARGET_ACCEPT = 0.8


def acceptance_gap(log_step_size):
    """Smooth stand-in for (target - mean acceptance probability)^2 as a function of log step size."""
    accept = 1.0 / (1.0 + jnp.exp(2.0 * (log_step_size + 1.0)))
    return (TARGET_ACCEPT - accept) ** 2


def adapt_step_size(num_windows=3):
    log_step_sizes = []
    for _ in range(num_windows):
        log_step_sizes.append(optimize(acceptance_gap))
    return jnp.exp(jnp.stack(log_step_sizes))
