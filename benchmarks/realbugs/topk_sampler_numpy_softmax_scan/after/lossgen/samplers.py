import jax
import jax.numpy as jnp

from lossgen.mathutils import softmax


class GreedySampler:
    def __call__(self, key, logits):
        return jnp.argmax(logits)


class TopKSampler:
    def __init__(self, k, temperature=1.0):
        self.k = k
        self.temperature = temperature

    def __call__(self, key, logits):
        top_logits, top_ids = jax.lax.top_k(logits, self.k)
        probs = softmax(top_logits, self.temperature)
        choice = jax.random.choice(key, self.k, p=probs)
        return top_ids[choice]


SAMPLERS = {
    "greedy": GreedySampler(),
    "top_k": TopKSampler(k=5, temperature=0.8),
}
