import jax


class DQNAgent:
    def __init__(self, network, loss, learning_rate=0.05):
        self.network = network
        self.loss = loss
        self.learning_rate = learning_rate
        self.update = jax.jit(self._update)

    def _update(self, params, target_params, batch):
        loss, grads = jax.value_and_grad(self.loss)(params, target_params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
