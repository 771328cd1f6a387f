import jax
import jax.numpy as jnp


class TinyDecoder:
    """Autoregressive action-token decoder with a fixed output length."""

    def __init__(self, vocab=16, max_tokens=6, seed=0):
        key = jax.random.PRNGKey(seed)
        self.embed = jax.random.normal(key, (vocab, 8)) * 0.5
        self.out = jax.random.normal(jax.random.fold_in(key, 1), (8, vocab)) * 0.5
        self.max_tokens = max_tokens

    def logits(self, token):
        return jnp.tanh(self.embed[token]) @ self.out

    def sample_actions(self, rng, first_token, temperature=0.0):
        def step(carry):
            rng, token, tokens, i = carry
            logit = self.logits(token)
            rng, key = jax.random.split(rng)
            sampled = jax.random.categorical(key, logit / jnp.maximum(temperature, 1e-6))
            token = jnp.where(temperature > 0.0, sampled, jnp.argmax(logit))
            return rng, token, tokens.at[i].set(token), i + 1

        def cond(carry):
            return carry[3] < self.max_tokens

        tokens = jnp.zeros(self.max_tokens, dtype=jnp.int32)
        _, _, tokens, _ = jax.lax.while_loop(cond, step, (rng, first_token, tokens, 0))
        return tokens
