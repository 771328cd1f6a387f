import jax
import jax.numpy as jnp


class ElmanRNN:
    def __init__(self, vocab_size, hidden_size):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size

    def init(self, key):
        k_in, k_rec, k_out = jax.random.split(key, 3)
        return {
            "w_in": 0.3 * jax.random.normal(k_in, (self.vocab_size, self.hidden_size)),
            "w_rec": 0.3 * jax.random.normal(k_rec, (self.hidden_size, self.hidden_size)),
            "w_out": 0.3 * jax.random.normal(k_out, (self.hidden_size, self.vocab_size)),
        }

    def initial_hidden(self, batch_size):
        return jnp.zeros((batch_size, self.hidden_size))

    def unroll(self, params, inputs, hidden):
        def cell(h, x_t):
            h = jnp.tanh(params["w_in"][x_t] + h @ params["w_rec"])
            return h, h @ params["w_out"]

        hidden, logits = jax.lax.scan(cell, hidden, inputs.T)
        return jnp.swapaxes(logits, 0, 1), hidden
