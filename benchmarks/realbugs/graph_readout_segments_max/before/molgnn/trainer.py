import jax
import jax.numpy as jnp


class GraphTrainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._grad_step = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params, graph, targets):
        return jnp.mean((self.model.apply(params, graph) - targets) ** 2)

    def train(self, params, graph_batches):
        losses = []
        for graph, targets in graph_batches:
            loss, grads = self._grad_step(params, graph, targets)
            params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
            losses.append(float(loss))
        return params, losses
