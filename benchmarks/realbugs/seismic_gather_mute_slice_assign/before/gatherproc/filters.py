import jax.numpy as jnp


def cosine_taper(window):
    """Damp a window of samples from zero at its start to full amplitude at its end."""
    ramp = 0.5 * (1.0 - jnp.cos(jnp.pi * jnp.arange(window.shape[0]) / window.shape[0]))
    return window * ramp


def agc(trace, eps):
    return trace / (jnp.sqrt(jnp.mean(trace**2)) + eps)
