import jax
import jax.numpy as jnp

LAST_STATS = {}


def global_norm(grads):
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))


def record_grad_norm(grads):
    norm = global_norm(grads)
    LAST_STATS["grad_norm"] = norm  # expect: JXL202
    return norm
