"""Stochastic variational inference with a delta guide: MAP by gradient ascent on the model's log joint.

The model's mutable state (running statistics) is threaded through each step and returned.
"""
import jax


class SVI:
    def __init__(self, log_joint, learning_rate=0.05):
        self.log_joint = log_joint
        self.learning_rate = learning_rate
        self._step = jax.jit(self._update)

    def _update(self, params, state, batch):
        def loss_fn(p):
            log_joint, new_state = self.log_joint(p, state, batch)
            return -log_joint, new_state
        (loss, new_state), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, jax.lax.stop_gradient(new_state), loss

    def run(self, params, state, batches):
        losses = []
        for batch in batches:
            params, state, loss = self._step(params, state, batch)
            losses.append(loss)
        return params, state, losses
