import jax
import jax.numpy as jnp

from nanolm.sampling import nucleus_sample


class Generator:
    def __init__(self, model, eos_id, pad_id, max_new_tokens=16, temperature=0.8, top_p=0.9):
        self.model = model
        self.eos_id = eos_id
        self.pad_id = pad_id
        self.max_new_tokens = max_new_tokens
        self.temperature = temperature
        self.top_p = top_p
        self.generate = jax.jit(self._generate)

    def _generate(self, params, last_token, key):
        out = jnp.full(self.max_new_tokens, self.pad_id, dtype=jnp.int32)
        token = last_token
        finished = jnp.asarray(False)
        for step in range(self.max_new_tokens):
            key, sub = jax.random.split(key)
            logits = self.model.next_logits(params, token)
            token = nucleus_sample(sub, logits, self.temperature, self.top_p)
            out = out.at[step].set(jnp.where(finished, self.pad_id, token))
            finished = finished | (token == self.eos_id)
        return out
