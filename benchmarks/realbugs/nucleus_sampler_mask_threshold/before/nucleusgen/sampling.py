import jax
import jax.numpy as jnp


class NucleusSampler:
    """Samples the next token from the smallest set of tokens whose probability mass reaches `top_p`."""

    def __init__(self, top_p, temperature=1.0):
        self.top_p = top_p
        self.temperature = temperature

    def threshold(self, logits):
        sorted_logits = jnp.sort(logits)[::-1]
        probs = jax.nn.softmax(sorted_logits)
        # a token is kept when the mass before it is still below top_p, so the top token always is
        keep = jnp.cumsum(probs) - probs < self.top_p
        return sorted_logits[keep].min()  # expect: JXL107

    def __call__(self, logits, key):
        logits = logits / self.temperature
        masked = jnp.where(logits >= self.threshold(logits), logits, -jnp.inf)
        return jax.random.categorical(key, masked)
