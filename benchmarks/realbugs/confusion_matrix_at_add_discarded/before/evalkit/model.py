import jax
import jax.numpy as jnp


class SoftmaxClassifier:
    def __init__(self, num_features, num_classes, learning_rate=0.5):
        self.num_features = num_features
        self.num_classes = num_classes
        self.learning_rate = learning_rate
        self._step = jax.jit(self.step)
        self.predict = jax.jit(self.predict_labels)

    def init(self):
        return {"w": jnp.zeros((self.num_features, self.num_classes)), "b": jnp.zeros(self.num_classes)}

    def logits(self, params, x):
        return x @ params["w"] + params["b"]

    def loss(self, params, x, y):
        logp = jax.nn.log_softmax(self.logits(params, x))
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))

    def step(self, params, x, y):
        grads = jax.grad(self.loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)

    def predict_labels(self, params, x):
        return jnp.argmax(self.logits(params, x), axis=-1)

    def fit(self, params, batches, num_epochs):
        for _ in range(num_epochs):
            for x, y in batches:
                params = self._step(params, x, y)
        return params
