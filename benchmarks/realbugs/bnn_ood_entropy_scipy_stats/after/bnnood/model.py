import jax
import jax.numpy as jnp


class Classifier:
    def __init__(self, n_features=2, hidden=32, n_classes=3):
        self.sizes = (n_features, hidden, n_classes)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        n_in, hidden, n_out = self.sizes
        return {"w1": jax.random.normal(k1, (n_in, hidden)), "b1": jnp.zeros(hidden),
                "w2": jax.random.normal(k2, (hidden, n_out)) / jnp.sqrt(hidden), "b2": jnp.zeros(n_out)}

    def logits(self, params, x):
        return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]

    def predict_proba(self, params, x):
        return jax.nn.softmax(self.logits(params, x), axis=-1)

    def loss(self, params, x, y):
        logp = jax.nn.log_softmax(self.logits(params, x), axis=-1)
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1)) + 1e-3 * jnp.sum(params["w1"] ** 2)
