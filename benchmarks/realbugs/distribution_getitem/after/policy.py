import jax
import jax.numpy as jnp

from distributions import Categorical


@jax.jit
def masked_entropy(logits, mask):
    dist = Categorical(logits)
    return jnp.sum(jnp.where(mask, dist.entropy(), 0.0))
