import jax.numpy as jnp


def gaussian_kernel(r, h):
    """3-D Gaussian smoothing kernel W(r; h) = (1 / (h sqrt(pi)))^3 exp(-r^2 / h^2)."""
    return (1.0 / (h * jnp.sqrt(jnp.pi))) ** 3 * jnp.exp(-(r**2) / h**2)
