import jax.numpy as jnp


def cosine_alpha_bar(t):
    return jnp.cos(0.5 * jnp.pi * (t + 0.008) / 1.008) ** 2


def sampling_times(num_steps):
    return jnp.linspace(1.0, 0.0, num_steps + 1)
