import jax
import jax.numpy as jnp

from .nets import mlp


def discriminator_loss(d_params, g_params, real, z):
    fake = mlp(g_params, z)
    return -jnp.mean(jax.nn.log_sigmoid(mlp(d_params, real))) - jnp.mean(jax.nn.log_sigmoid(-mlp(d_params, fake)))


def generator_loss(g_params, d_params, z):
    fake = mlp(g_params, z)
    return -jnp.mean(jax.nn.log_sigmoid(mlp(d_params, fake)))
