from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayBuffer(NamedTuple):
    storage: jax.Array
    position: jax.Array


def init_buffer(capacity, transition_size):
    return ReplayBuffer(jnp.zeros((capacity, transition_size)), jnp.zeros((), jnp.int32))


@jax.jit
def add(buffer, transition):
    index = buffer.position % buffer.storage.shape[0]
    buffer.storage.at[index].set(transition)  # expect: JXL302
    return buffer._replace(position=buffer.position + 1)


@jax.jit
def sample(buffer, key, batch_size=2):
    filled = jnp.minimum(buffer.position, buffer.storage.shape[0])
    indices = jax.random.randint(key, (batch_size,), 0, jnp.maximum(filled, 1))
    return buffer.storage[indices]
