import jax.numpy as jnp


def gaussian_envelope(n_samples, sigma_fraction):
    t = jnp.linspace(-0.5, 0.5, n_samples)
    return jnp.exp(-0.5 * (t / sigma_fraction) ** 2)
