import jax
import jax.numpy as jnp


class ContextMLP:
    """Predicts the next character from the embeddings of the last `context` characters."""

    def __init__(self, vocab_size, context=3, d_embed=16, hidden=64):
        self.vocab_size, self.context, self.d_embed, self.hidden = vocab_size, context, d_embed, hidden

    def init(self, key):
        k_e, k_1, k_2 = jax.random.split(key, 3)
        d_in = self.context * self.d_embed
        return {"embed": 0.1 * jax.random.normal(k_e, (self.vocab_size, self.d_embed)),
                "w1": jax.random.normal(k_1, (d_in, self.hidden)) / jnp.sqrt(d_in),
                "w2": jax.random.normal(k_2, (self.hidden, self.vocab_size)) / jnp.sqrt(self.hidden)}

    def __call__(self, params, inputs):
        padded = jnp.pad(inputs, ((0, 0), (self.context - 1, 0)))
        windows = jnp.stack([padded[:, i:i + inputs.shape[1]] for i in range(self.context)], axis=-1)
        h = params["embed"][windows].reshape(inputs.shape[0], inputs.shape[1], -1)
        return jnp.tanh(h @ params["w1"]) @ params["w2"]
