import jax
import jax.numpy as jnp


class GreedyGenerator:
    def __init__(self, model, params):
        self.model = model
        self.params = params
        self._next_token = jax.jit(self._next_token_at)

    def _next_token_at(self, params, buffer, position):
        logits = self.model(params, buffer)
        return jnp.argmax(logits[position])

    def generate(self, prompt, max_new_tokens):
        buffer = jnp.zeros(self.model.context, dtype=jnp.int32).at[:len(prompt)].set(jnp.asarray(prompt))
        position = len(prompt) - 1
        for _ in range(max_new_tokens):
            token = self._next_token(self.params, buffer, position)
            position += 1
            buffer = buffer.at[position].set(token)
        tokens = jax.device_get(buffer)
        return [int(t) for t in tokens[len(prompt):position + 1]]
