import jax
import jax.numpy as jnp


class Classifier:
    def __init__(self, network, learning_rate=0.1):
        self.network = network
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)
        self.forward_train = jax.jit(lambda params, x, key: self.network(params, x, training=True, key=key))

    def loss(self, params, x, labels, key):
        logits = self.network(params, x, training=True, key=key)
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))

    def _train_step(self, params, x, labels, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x, labels, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
