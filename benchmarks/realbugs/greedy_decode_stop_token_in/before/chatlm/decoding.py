import jax
import jax.numpy as jnp

PAD_ID = 0


class GreedyDecoder:
    """Appends the most likely token until a stop token or max_new_tokens, padding the rest."""

    def __init__(self, model, stop_ids, max_new_tokens):
        self.model = model
        self.stop_ids = list(stop_ids)
        self.max_new_tokens = max_new_tokens
        self.generate = jax.jit(self._generate)

    def _generate(self, params, prompt):
        tokens = prompt
        generated = []
        for _ in range(self.max_new_tokens):
            next_token = jnp.argmax(self.model.next_logits(params, tokens[-self.model.window:]))
            tokens = jnp.append(tokens, next_token)
            generated.append(next_token)
            if next_token in self.stop_ids:  # expect: JXL103
                break
        generated += [jnp.int32(PAD_ID)] * (self.max_new_tokens - len(generated))
        return jnp.stack(generated)
