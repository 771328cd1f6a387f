import jax
import jax.numpy as jnp


def global_norm(grads):
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))
