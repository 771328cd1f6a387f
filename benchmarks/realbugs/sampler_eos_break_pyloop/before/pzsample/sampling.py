import jax
import jax.numpy as jnp


class TemperatureSampler:
    """Samples up to `max_steps` tokens at a temperature, stopping after the end-of-sequence token."""

    def __init__(self, model, eos_id, pad_id, max_steps, temperature=1.0):
        self.model = model
        self.eos_id = eos_id
        self.pad_id = pad_id
        self.max_steps = max_steps
        self.temperature = temperature
        self.sample = jax.jit(self._sample)

    def _sample(self, params, prompt_token, key):
        out = jnp.full((self.max_steps,), self.pad_id)
        token = prompt_token
        for step in range(self.max_steps):
            key, sub = jax.random.split(key)
            logits = self.model.step_logits(params, token) / self.temperature
            token = jax.random.categorical(sub, logits)
            out = out.at[step].set(token)
            if token == self.eos_id:  # expect: JXL101
                break
        return out
