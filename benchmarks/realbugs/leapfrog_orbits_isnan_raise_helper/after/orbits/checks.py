import jax.numpy as jnp


def has_nan(state):
    """Whether a close encounter blew the positions up (checked on the host after the run)."""
    return jnp.any(jnp.isnan(state.positions))
