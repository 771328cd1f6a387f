import jax
import jax.numpy as jnp


class Generator:
    def __init__(self, model, sampler, length):
        self.model = model
        self.sampler = sampler
        self.length = length
        self._generate = jax.jit(self._rollout)

    def _rollout(self, params, first_token, key):
        def step(token, step_key):
            next_token = self.sampler(self.model.logits(params, token), step_key)
            return next_token, next_token

        _, tokens = jax.lax.scan(step, first_token, jax.random.split(key, self.length))
        return tokens

    def generate(self, params, first_token, seed):
        return self._generate(params, jnp.asarray(first_token), jax.random.PRNGKey(seed))
