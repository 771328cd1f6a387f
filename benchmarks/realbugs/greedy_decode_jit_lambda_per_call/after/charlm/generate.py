import jax
import jax.numpy as jnp


class GreedyGenerator:
    def __init__(self, model, vocab):
        self.model = model
        self.vocab = vocab
        self._next_token = jax.jit(self.next_token)

    def next_token(self, params, context):
        return jnp.argmax(self.model.logits(params, context))

    def generate(self, params, prompt, max_tokens):
        """Greedy decoding: append the argmax character, max_tokens times, feeding the last block_size ones."""
        ids = self.vocab.encode(prompt)
        for _ in range(max_tokens):
            context = jnp.array(ids[-self.model.block_size:])
            ids.append(int(self._next_token(params, context)))
        return self.vocab.decode(ids)
