import functools

import jax
import jax.numpy as jnp


class InferenceServer:
    """Answers classification requests; weights can be hot-swapped from a newer checkpoint."""

    def __init__(self, model, params, labels):
        self.model = model
        self.params = params
        self.labels = labels

    def load(self, params):
        self.params = params

    def handle(self, features):
        predict = jax.jit(functools.partial(self.model.apply, self.params))  # expect: JXL502
        probs = jax.nn.softmax(predict(features), axis=-1)
        best = jnp.argmax(probs, axis=-1)
        return [
            {"label": self.labels[int(i)], "confidence": float(p[i])}
            for i, p in zip(best, probs)
        ]
