import jax.numpy as jnp


def wigner_origin(state):
    """Wigner function at the phase-space origin: (2/pi) times the photon-number parity."""
    parity = jnp.where(jnp.arange(state.shape[0]) % 2 == 0, 1.0, -1.0)
    return 2.0 / jnp.pi * jnp.sum(parity * jnp.abs(state) ** 2)
