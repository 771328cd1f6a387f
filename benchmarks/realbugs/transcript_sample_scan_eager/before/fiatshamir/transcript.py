import jax.numpy as jnp
from jax import lax

from .permutation import MODULUS, permute


class DuplexTranscript:
    def __init__(self, width=4):
        self.state = jnp.zeros(width, dtype=jnp.uint32)

    def absorb(self, values):
        self.state = permute((self.state + jnp.asarray(values, dtype=jnp.uint32)) % MODULUS)

    def sample(self, n):
        """n field elements squeezed from the sponge, one permutation each."""

        def squeeze(state, _):
            state = permute(state)
            return state, state[0]

        self.state, out = lax.scan(squeeze, self.state, None, length=n)  # expect: JXL504
        return out
