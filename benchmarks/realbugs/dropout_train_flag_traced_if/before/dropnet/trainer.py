import jax
import jax.numpy as jnp


def cross_entropy(logits, labels):
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))


class Trainer:
    def __init__(self, model, learning_rate=0.1):
        self.model = model
        self.learning_rate = learning_rate
        self.forward = jax.jit(model.apply)
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, x, y, key):
        def loss_fn(p):
            return cross_entropy(self.model.apply(p, x, key, True), y)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def evaluate(self, params, x, y):
        logits = self.forward(params, x, None, False)
        return float(cross_entropy(logits, y)), float(jnp.mean(jnp.argmax(logits, axis=1) == y))
