import jax.numpy as jnp


def linear_epsilon(step, start=1.0, end=0.05, decay_steps=100):
    fraction = jnp.clip(step / decay_steps, 0.0, 1.0)
    return start + fraction * (end - start)
