import jax

from supcon.encoder import encode
from supcon.losses import supcon_loss


class ContrastiveTrainer:
    def __init__(self, learning_rate=0.1, temperature=0.1):
        self.learning_rate = learning_rate
        self.temperature = temperature
        self._grad_fn = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params, images, labels):
        return supcon_loss(encode(params, images), labels, self.temperature)

    def step(self, params, images, labels):
        loss, grads = self._grad_fn(params, images, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
