import jax
import jax.numpy as jnp


class NucleusSampler:
    """Top-p sampling: keep the smallest set of tokens whose probability mass reaches top_p."""

    def __init__(self, top_p=0.9, temperature=1.0):
        self.top_p = top_p
        self.temperature = temperature

    def filter_logits(self, logits):
        sorted_logits = jnp.sort(logits)[::-1]
        probs = jax.nn.softmax(sorted_logits / self.temperature)
        cumulative = jnp.cumsum(probs)
        past_mass = jnp.nonzero(cumulative >= self.top_p)[0]  # expect: JXL106
        threshold = sorted_logits[past_mass[0]]
        return jnp.where(logits >= threshold, logits, -jnp.inf)

    def __call__(self, key, logits):
        return jax.random.categorical(key, self.filter_logits(logits) / self.temperature)
