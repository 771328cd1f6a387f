import jax
import jax.numpy as jnp


class CharModel:
    def __init__(self, vocab_size, dim=16):
        self.vocab_size = vocab_size
        self.dim = dim

    def init(self, key):
        e_key, w_key = jax.random.split(key)
        return {"embed": jax.random.normal(e_key, (self.vocab_size, self.dim)),
                "out": jax.random.normal(w_key, (self.dim, self.vocab_size)) / jnp.sqrt(self.dim)}

    def logits(self, params, token):
        return jnp.tanh(params["embed"][token]) @ params["out"]


class Decoder:
    def __init__(self, model, sampler, length):
        self.model = model
        self.sampler = sampler
        self.length = length
        self.run = jax.jit(self._run)

    def _run(self, params, first_token, key):
        def step(carry, step_key):
            token = carry
            next_token = self.sampler(step_key, self.model.logits(params, token))
            return next_token, next_token

        _, tokens = jax.lax.scan(step, first_token, jax.random.split(key, self.length))
        return tokens
