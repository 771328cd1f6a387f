import jax.numpy as jnp

SIGMA_X = jnp.array([[0.0, 1.0], [1.0, 0.0]], dtype=jnp.complex64)
SIGMA_Z = jnp.array([[1.0, 0.0], [0.0, -1.0]], dtype=jnp.complex64)


def transmon_frame(detuning, drive_strength):
    """Drift and drive operators of a two-level qubit in the rotating frame."""
    return 0.5 * detuning * SIGMA_Z, 0.5 * drive_strength * SIGMA_X
