"""Mock observations for testing the lens-model fit."""
import jax
import jax.numpy as jnp

from lenssim import LensImage

LENS = LensImage()
PARAMS = jnp.array([2.0, 0.1, -0.2, 0.3])
simulate = jax.jit(LENS.simulation)


def two_mocks():
    first, second = jax.random.split(jax.random.PRNGKey(0))
    return simulate(PARAMS, first), simulate(PARAMS, second)
