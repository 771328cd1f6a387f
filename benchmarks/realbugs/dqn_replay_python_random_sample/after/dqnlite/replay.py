from typing import NamedTuple

import jax
import jax.numpy as jnp


class Transitions(NamedTuple):
    obs: jnp.ndarray
    actions: jnp.ndarray
    rewards: jnp.ndarray
    next_obs: jnp.ndarray


def sample_batch(buffer, batch_size, key):
    """Uniform minibatch of stored transitions."""
    capacity = buffer.obs.shape[0]
    indices = jax.random.choice(key, capacity, (batch_size,), replace=False)
    return Transitions(*(field[indices] for field in buffer)), indices
