import jax.numpy as jnp


def gaussian_pulse(t, t0=40.0, spread=12.0):
    return jnp.exp(-0.5 * ((t0 - t) / spread) ** 2)
