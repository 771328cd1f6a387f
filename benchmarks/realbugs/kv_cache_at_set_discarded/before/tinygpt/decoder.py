import jax
import jax.numpy as jnp

from tinygpt.attention import CausalSelfAttention
from tinygpt.cache import KVCache


class IncrementalDecoder:
    def __init__(self, d, max_len):
        self.attention = CausalSelfAttention(d)
        self.d = d
        self.max_len = max_len
        self.step = jax.jit(self.attention.decode_step)

    def run(self, params, xs):
        cache = KVCache.empty(self.max_len, self.d)
        outputs = []
        for pos in range(xs.shape[0]):
            out, cache = self.step(params, cache, xs[pos], pos)
            outputs.append(out)
        return jnp.stack(outputs)
