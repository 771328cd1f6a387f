import jax.numpy as jnp


def timestep_embedding(t, dim=32, max_period=10000.0):
    """Sinusoidal embedding of an integer diffusion timestep."""
    half = dim // 2
    freqs = jnp.exp(-jnp.log(max_period) * jnp.arange(half) / half)
    return jnp.concatenate([jnp.cos(t * freqs), jnp.sin(t * freqs)])
