"""Masked reconstruction loss of the latent ODE decoder."""
import jax
import jax.numpy as jnp


@jax.jit
def masked_reconstruction(prediction, values, mask):
    weights = mask.astype(jnp.float32)
    weights = weights.at[:, 0].set(1.0)
    return jnp.sum(weights * (prediction - values) ** 2) / jnp.sum(weights)
