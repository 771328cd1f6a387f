import jax
import jax.numpy as jnp

from distributions import Categorical


@jax.jit
def masked_entropy(logits, mask):
    dist = Categorical(logits)
    return jnp.sum(dist[mask].entropy())
