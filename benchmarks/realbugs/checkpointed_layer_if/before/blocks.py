import jax
import jax.numpy as jnp


def gated_block(x, w):
    h = x @ w
    if jnp.mean(h) > 0:  # expect: JXL101
        return jax.nn.relu(h)
    return h


block = jax.checkpoint(gated_block)


def network(x, weights):
    for w in weights:
        x = block(x, w)
    return jnp.sum(x)
