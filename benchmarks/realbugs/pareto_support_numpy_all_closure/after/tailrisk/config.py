import jax.numpy as jnp

from tailrisk.pareto import GeneralizedPareto

ASSET_CLASSES = {
    "equity": GeneralizedPareto(scale=jnp.array([0.8, 1.1]), concentration=jnp.array([0.2, 0.3])),
    "rates": GeneralizedPareto(scale=jnp.array([0.3, 0.4]), concentration=jnp.array([-0.1, -0.2])),
}
