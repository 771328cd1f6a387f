import jax.numpy as jnp


class plate:
    """A conditionally independent batch of sites; `_indices` selects its members."""

    def __init__(self, name, size):
        self.name = name
        self.size = size
        self._indices = jnp.arange(size)
