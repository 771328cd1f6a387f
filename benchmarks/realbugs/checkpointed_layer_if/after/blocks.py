import jax
import jax.numpy as jnp


def gated_block(x, w):
    h = x @ w
    return jnp.where(jnp.mean(h) > 0, jax.nn.relu(h), h)


block = jax.checkpoint(gated_block)


def network(x, weights):
    for w in weights:
        x = block(x, w)
    return jnp.sum(x)
