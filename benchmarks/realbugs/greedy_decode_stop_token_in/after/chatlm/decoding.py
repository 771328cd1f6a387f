import jax
import jax.numpy as jnp

PAD_ID = 0


class GreedyDecoder:
    """Appends the most likely token until a stop token or max_new_tokens, padding the rest."""

    def __init__(self, model, stop_ids, max_new_tokens):
        self.model = model
        self.stop_ids = jnp.asarray(stop_ids)
        self.max_new_tokens = max_new_tokens
        self.generate = jax.jit(self._generate)

    def _generate(self, params, prompt):
        tokens = prompt
        generated = []
        stopped = jnp.bool_(False)
        for _ in range(self.max_new_tokens):
            next_token = jnp.argmax(self.model.next_logits(params, tokens[-self.model.window:]))
            tokens = jnp.append(tokens, next_token)
            generated.append(jnp.where(stopped, PAD_ID, next_token))
            stopped = stopped | jnp.isin(next_token, self.stop_ids)
        return jnp.stack(generated)
