import jax
import jax.numpy as jnp


@jax.jit
def predict_with(predict_fn, features):
    return jax.nn.softmax(predict_fn(features), axis=-1)


class InferenceServer:
    """Answers classification requests; weights can be hot-swapped from a newer checkpoint."""

    def __init__(self, model, params, labels):
        self.model = model
        self.params = params
        self.labels = labels

    def load(self, params):
        self.params = params

    def handle(self, features):
        probs = predict_with(jax.tree_util.Partial(self.model.apply, self.params), features)
        best = jnp.argmax(probs, axis=-1)
        return [
            {"label": self.labels[int(i)], "confidence": float(p[i])}
            for i, p in zip(best, probs)
        ]
