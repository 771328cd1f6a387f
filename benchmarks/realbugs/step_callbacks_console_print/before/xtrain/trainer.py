import jax

from .callbacks import StepState
from .model import logreg_loss


class Trainer:
    def __init__(self, callbacks, learning_rate=0.1):
        self.callbacks = callbacks
        self.learning_rate = learning_rate
        self._step = jax.jit(self.train_step)

    def train_step(self, params, features, labels, global_step, epoch):
        loss, grads = jax.value_and_grad(logreg_loss)(params, features, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        self.callbacks.fire("step_end", StepState(global_step, epoch, {"loss": loss}))
        return params, loss

    def fit(self, params, batches, num_epochs):
        global_step = 0
        losses = []
        for epoch in range(num_epochs):
            for features, labels in batches:
                params, loss = self._step(params, features, labels, global_step, epoch)
                losses.append(float(loss))
                global_step += 1
            self.callbacks.fire("epoch_end", StepState(global_step, epoch, {"loss": losses[-1]}))
        return params, losses
