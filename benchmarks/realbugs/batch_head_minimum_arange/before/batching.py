from functools import partial

import jax
import jax.numpy as jnp

from sizes import clip_count


class Truncator:
    def __init__(self, max_items):
        self.max_items = max_items

    @partial(jax.jit, static_argnums=(0,))
    def head(self, x):
        n = clip_count(self.max_items, x)
        return x[jnp.arange(n)]  # expect: JXL106

    def __hash__(self):
        return hash(self.max_items)

    def __eq__(self, other):
        return isinstance(other, Truncator) and other.max_items == self.max_items
