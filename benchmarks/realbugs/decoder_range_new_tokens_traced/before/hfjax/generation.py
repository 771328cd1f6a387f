import jax
import jax.numpy as jnp


class GreedyDecoder:
    """Continues a prompt with the most likely token, carrying the recurrent state as the cache."""

    def __init__(self, model):
        self.model = model
        self._decode = jax.jit(self._decode_tokens)

    def _decode_tokens(self, params, prompt, max_new_tokens):
        state = self.model.encode(params, prompt[:-1])
        token = prompt[-1]
        generated = []
        for _ in range(max_new_tokens):  # expect: JXL105
            state, logits = self.model.cell(params, state, token)
            token = jnp.argmax(logits)
            generated.append(token)
        return jnp.stack(generated)

    def generate(self, params, prompt, max_new_tokens):
        return self._decode(params, jnp.asarray(prompt), max_new_tokens)
