import jax
import jax.numpy as jnp


class Generator:
    """Feeds the prompt through the cache, then samples `num_new` tokens, reporting each to `on_token`."""

    def __init__(self, model, num_new, temperature=0.8, on_token=None):
        self.model = model
        self.num_new = num_new
        self.temperature = temperature
        self.on_token = on_token
        self.generate = jax.jit(self._generate)

    def _generate(self, params, prompt, key):
        cache = self.model.empty_cache()
        for position in range(prompt.shape[0] - 1):
            _, cache = self.model.decode_step(params, cache, prompt[position], position)

        def body(carry, step_key):
            cache, token, position = carry
            logits, cache = self.model.decode_step(params, cache, token, position)
            next_token = jax.random.categorical(step_key, logits / self.temperature)
            if self.on_token is not None:
                self.on_token(position + 1, next_token)
            return (cache, next_token, position + 1), next_token

        start = (cache, prompt[-1], jnp.asarray(prompt.shape[0] - 1))
        _, tokens = jax.lax.scan(body, start, jax.random.split(key, self.num_new))
        return tokens
