import jax

from sftjax.losses import response_only_loss


class FineTuner:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def loss(self, params, inputs, targets, mask):
        return response_only_loss(self.model(params, inputs), targets, mask)

    def _step(self, params, inputs, targets, mask):
        loss, grads = jax.value_and_grad(self.loss)(params, inputs, targets, mask)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def fit(self, params, batch, steps):
        losses = []
        for _ in range(steps):
            params, loss = self.step(params, *batch)
            losses.append(float(loss))
        return params, losses
