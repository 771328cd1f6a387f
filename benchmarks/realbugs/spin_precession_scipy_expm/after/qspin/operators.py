import jax.numpy as jnp

SIGMA_X = jnp.array([[0.0, 1.0], [1.0, 0.0]], dtype=jnp.complex64)
SIGMA_Y = jnp.array([[0.0, -1j], [1j, 0.0]], dtype=jnp.complex64)
SIGMA_Z = jnp.array([[1.0, 0.0], [0.0, -1.0]], dtype=jnp.complex64)
SPIN_UP = jnp.array([1.0, 0.0], dtype=jnp.complex64)
SPIN_DOWN = jnp.array([0.0, 1.0], dtype=jnp.complex64)


def hamiltonian(detuning, drive_x, drive_y):
    """Rotating-frame Hamiltonian of a driven spin-1/2 (hbar = 1)."""
    return 0.5 * (detuning * SIGMA_Z + drive_x * SIGMA_X + drive_y * SIGMA_Y)
