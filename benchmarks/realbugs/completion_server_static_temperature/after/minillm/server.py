from dataclasses import dataclass

import jax
import jax.numpy as jnp

from minillm.engine import generate_tokens


@dataclass
class CompletionRequest:
    prompt: list
    temperature: float = 1.0


class CompletionService:
    def __init__(self, params, max_new_tokens=12, seed=0):
        self.params = params
        self.max_new_tokens = max_new_tokens
        self.key = jax.random.PRNGKey(seed)

    def serve(self, requests):
        completions = []
        for request in requests:
            self.key, sub = jax.random.split(self.key)
            tokens = generate_tokens(self.params, jnp.asarray(request.prompt), sub,
                                     temperature=request.temperature, max_new_tokens=self.max_new_tokens)
            completions.append([int(t) for t in tokens])
        return completions
