import jax.numpy as jnp


def embed(full, fragments):
    offset = 0
    for fragment in fragments:
        size = fragment.x.shape[0]
        full = full.set_subsystem(jnp.arange(offset, offset + size), fragment)
        offset += size
    return full
