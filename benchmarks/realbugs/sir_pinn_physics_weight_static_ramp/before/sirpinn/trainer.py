import functools

import jax

from .losses import total_loss


@functools.partial(jax.jit, static_argnames=("physics_weight",))
def train_step(params, batch, physics_weight, learning_rate):
    loss, grads = jax.value_and_grad(total_loss)(params, batch, physics_weight)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss


class PINNTrainer:
    """Fits the network to the data first, then ramps the weight of the SIR residual up."""

    def __init__(self, batch, max_physics_weight=1.0, ramp_epochs=50, learning_rate=0.01):
        self.batch = batch
        self.max_physics_weight = max_physics_weight
        self.ramp_epochs = ramp_epochs
        self.learning_rate = learning_rate

    def physics_weight(self, epoch):
        return self.max_physics_weight * min(1.0, epoch / self.ramp_epochs)

    def fit(self, params, epochs):
        losses = []
        for epoch in range(epochs):
            weight = self.physics_weight(epoch)
            params, loss = train_step(params, self.batch, physics_weight=weight,  # expect: JXL503
                                      learning_rate=self.learning_rate)
            losses.append(loss)
        return params, losses
