import jax
import jax.numpy as jnp

from mdn.model import example_nll

per_example_grads = jax.jit(jax.vmap(jax.value_and_grad(example_nll), in_axes=(None, 0, 0)))


def private_step(params, x, y, clip=1.0, learning_rate=0.05):
    losses, grads = per_example_grads(params, x, y)
    norms = jnp.sqrt(sum(jnp.sum(g ** 2, axis=tuple(range(1, g.ndim))) for g in jax.tree_util.tree_leaves(grads)))
    factors = jnp.minimum(1.0, clip / (norms + 1e-6))
    mean_grads = jax.tree_util.tree_map(
        lambda g: jnp.mean(g * factors.reshape((-1,) + (1,) * (g.ndim - 1)), axis=0), grads)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, mean_grads)
    return params, jnp.mean(losses)
