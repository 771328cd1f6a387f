import jax
import jax.numpy as jnp

from lsgan.nets import mlp_apply


def d_step(g_params, d_params, real, z, learning_rate):
    """One least-squares discriminator update (the PyTorch version's d_step)."""
    fake = mlp_apply(g_params, z)

    def loss(d):
        return jnp.mean((mlp_apply(d, real) - 1.0) ** 2) + jnp.mean(mlp_apply(d, fake) ** 2)

    value, grads = jax.value_and_grad(loss)(d_params)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, d_params, grads), value


def g_step(g_params, d_params, z, learning_rate):
    """One least-squares generator update (the PyTorch version's g_step)."""
    def loss(g):
        return jnp.mean((mlp_apply(d_params, mlp_apply(g, z)) - 1.0) ** 2)

    value, grads = jax.value_and_grad(loss)(g_params)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, g_params, grads), value
