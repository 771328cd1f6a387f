"""Stochastic variational inference with a delta guide: MAP by gradient ascent on the model's log joint."""
import jax


class SVI:
    def __init__(self, log_joint, learning_rate=0.05):
        self.log_joint = log_joint
        self.learning_rate = learning_rate
        self._step = jax.jit(self._update)

    def _update(self, params, batch):
        loss, grads = jax.value_and_grad(lambda p: -self.log_joint(p, batch))(params)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def run(self, params, batches):
        losses = []
        for batch in batches:
            params, loss = self._step(params, batch)
            losses.append(loss)
        return params, losses
