import jax
import jax.numpy as jnp


class GRULanguageModel:
    """A one-layer GRU language model with tied input and output embeddings."""

    def __init__(self, vocab_size, hidden):
        self.vocab_size = vocab_size
        self.hidden = hidden

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {
            "embed": 0.3 * jax.random.normal(k1, (self.vocab_size, self.hidden)),
            "w": 0.3 * jax.random.normal(k2, (self.hidden, 3 * self.hidden)),
            "u": 0.3 * jax.random.normal(k3, (self.hidden, 3 * self.hidden)),
        }

    def cell(self, params, state, token):
        x = params["embed"][token]
        xz, xr, xh = jnp.split(x @ params["w"], 3)
        hz, hr, hh = jnp.split(state @ params["u"], 3)
        z = jax.nn.sigmoid(xz + hz)
        r = jax.nn.sigmoid(xr + hr)
        candidate = jnp.tanh(xh + r * hh)
        state = (1 - z) * state + z * candidate
        return state, state @ params["embed"].T

    def encode(self, params, prompt):
        return jax.lax.scan(lambda s, t: self.cell(params, s, t), jnp.zeros(self.hidden), prompt)[0]
