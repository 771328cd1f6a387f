import jax
import jax.numpy as jnp


class PromptPool:
    """Learning-to-prompt pool: the query is matched against learned keys to pick which prompt runs."""

    def __init__(self, pool_size, prompt_len, dim):
        self.pool_size = pool_size
        self.prompt_len = prompt_len
        self.dim = dim

    def init(self, key):
        keys = jax.random.split(key, self.pool_size + 1)
        return {
            "keys": jax.random.normal(keys[0], (self.pool_size, self.dim)),
            "prompts": 0.1 * jax.vmap(lambda k: jax.random.normal(k, (self.prompt_len, self.dim)))(keys[1:]),
        }

    def select(self, params, query):
        keys = params["keys"] / jnp.linalg.norm(params["keys"], axis=-1, keepdims=True)
        query = query / jnp.linalg.norm(query, axis=-1, keepdims=True)
        match = query @ keys.T
        best = jnp.argmax(jnp.mean(match, axis=0))
        return params["prompts"][best], match[:, best]
