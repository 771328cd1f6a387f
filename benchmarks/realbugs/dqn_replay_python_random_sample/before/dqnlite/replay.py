import random
from typing import NamedTuple

import jax.numpy as jnp


class Transitions(NamedTuple):
    obs: jnp.ndarray
    actions: jnp.ndarray
    rewards: jnp.ndarray
    next_obs: jnp.ndarray


def sample_batch(buffer, batch_size):
    """Uniform minibatch of stored transitions."""
    capacity = buffer.obs.shape[0]
    indices = jnp.array(random.sample(range(capacity), batch_size))  # expect: JXL402
    return Transitions(*(field[indices] for field in buffer)), indices
