import jax
import jax.numpy as jnp


def thermal_kick(key, shape, kT, gamma, dt):
    return jnp.sqrt(2.0 * kT * dt / gamma) * jax.random.normal(key, shape)
