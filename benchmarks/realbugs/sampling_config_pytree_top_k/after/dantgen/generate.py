import jax
import jax.numpy as jnp

from dantgen.sampling import sample_token


class Generator:
    """Autoregressive sampling from a bigram table, one compiled fori_loop per call."""

    def __init__(self, num_tokens):
        self.num_tokens = num_tokens
        self._generate = jax.jit(self._generate_tokens)

    def _generate_tokens(self, table, first_token, key, config):
        def body(i, carry):
            tokens, key = carry
            key, sub = jax.random.split(key)
            token = sample_token(table[tokens[i]], sub, config)
            return tokens.at[i + 1].set(token), key

        tokens = jnp.zeros(self.num_tokens + 1, jnp.int32).at[0].set(first_token)
        tokens, _ = jax.lax.fori_loop(0, self.num_tokens, body, (tokens, key))
        return tokens[1:]

    def __call__(self, table, first_token, seed, config):
        return self._generate(table, first_token, jax.random.PRNGKey(seed), config)
