import math

import jax.numpy as jnp


def coherent(dim, alpha):
    """Truncated coherent state |alpha> in the Fock basis."""
    n = jnp.arange(dim)
    log_fact = jnp.array([math.lgamma(k + 1) for k in range(dim)])
    amps = jnp.exp(-0.5 * abs(alpha) ** 2 + n * jnp.log(alpha) - 0.5 * log_fact)
    return amps / jnp.linalg.norm(amps)
