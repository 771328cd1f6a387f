import jax


class Trainer:
    def __init__(self, loss_fn, learning_rate=0.5):
        self.loss_fn = loss_fn
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, tokens, labels):
        loss, grads = jax.value_and_grad(self.loss_fn)(params, tokens, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
