"""Sample a correlated Gaussian with the MALA kernel, with debug logging on."""

import jax
import jax.numpy as jnp

from flowmclite.logger import enable_logging
from flowmclite.sampler.mala import MALA

PRECISION = jnp.array([[2.0, 0.5], [0.5, 1.0]])


def log_prob(x):
    return -0.5 * x @ PRECISION @ x


def run_chain(steps=5, seed=0):
    enable_logging()
    sampler = MALA(log_prob, step_size=0.5)
    key = jax.random.PRNGKey(seed)
    position = jnp.zeros(2)
    accepted = 0
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        position, accept = sampler.kernel(step_key, position)
        accepted += int(accept)
    return position, accepted


if __name__ == "__main__":
    print(run_chain())
