import jax
import jax.numpy as jnp


class PromptedClassifier:
    def __init__(self, pool, num_classes):
        self.pool = pool
        self.num_classes = num_classes

    def init(self, key):
        pool_key, head_key = jax.random.split(key)
        return {
            "pool": self.pool.init(pool_key),
            "head": 0.1 * jax.random.normal(head_key, (self.pool.dim, self.num_classes)),
        }

    def apply(self, params, features):
        query = jnp.mean(features, axis=1)
        prompt, similarity = self.pool.select(params["pool"], query)
        prompt = jnp.broadcast_to(prompt, (features.shape[0],) + prompt.shape)
        tokens = jnp.concatenate([prompt, features], axis=1)
        logits = jnp.mean(tokens, axis=1) @ params["head"]
        return logits, similarity
