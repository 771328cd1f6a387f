import jax.numpy as jnp


def infinite_well(x):
    """Zero inside [0, L]; the walls are the boundary conditions psi(0) = psi(L) = 0."""
    return jnp.zeros_like(x)


def harmonic_in_box(x, omega=20.0, centre=0.5):
    return 0.5 * omega ** 2 * (x - centre) ** 2
