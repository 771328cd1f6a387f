import jax
import jax.numpy as jnp


class GreedyGenerator:
    def __init__(self, model, vocab):
        self.model = model
        self.vocab = vocab

    def generate(self, params, prompt, max_tokens):
        """Greedy decoding: append the argmax character, max_tokens times, feeding the last block_size ones."""
        next_token = jax.jit(lambda p, ctx: jnp.argmax(self.model.logits(p, ctx)))  # expect: JXL502
        ids = self.vocab.encode(prompt)
        for _ in range(max_tokens):
            context = jnp.array(ids[-self.model.block_size:])
            ids.append(int(next_token(params, context)))
        return self.vocab.decode(ids)
