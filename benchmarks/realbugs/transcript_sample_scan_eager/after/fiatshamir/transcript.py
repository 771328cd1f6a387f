from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from .permutation import MODULUS, permute


def _squeeze(state, _):
    state = permute(state)
    return state, state[0]


@partial(jax.jit, static_argnames=("n",))
def _sample_zone(state, n):
    return lax.scan(_squeeze, state, None, length=n)


class DuplexTranscript:
    def __init__(self, width=4):
        self.state = jnp.zeros(width, dtype=jnp.uint32)

    def absorb(self, values):
        self.state = permute((self.state + jnp.asarray(values, dtype=jnp.uint32)) % MODULUS)

    def sample(self, n):
        """n field elements squeezed from the sponge, one permutation each."""
        self.state, out = _sample_zone(self.state, n=n)
        return out
