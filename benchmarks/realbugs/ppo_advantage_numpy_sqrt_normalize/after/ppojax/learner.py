import jax


class Learner:
    def __init__(self, loss, learning_rate, num_epochs):
        self.loss = loss
        self.learning_rate = learning_rate
        self.num_epochs = num_epochs
        self.update = jax.jit(self._update)

    def _update(self, params, batch):
        def epoch(params, _):
            loss, grads = jax.value_and_grad(self.loss)(params, batch)
            return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

        return jax.lax.scan(epoch, params, None, length=self.num_epochs)
