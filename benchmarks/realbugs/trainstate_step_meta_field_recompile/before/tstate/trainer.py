import jax
import jax.numpy as jnp

from tstate.state import TrainState


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jax.nn.softplus(-y * logits))


class Trainer:
    def __init__(self, params, learning_rate):
        self.state = TrainState.create(params)
        self.learning_rate = learning_rate
        self._train_step = jax.jit(self._step)

    def _step(self, state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(state.params, x, y)
        return state.apply_gradients(grads, self.learning_rate), loss

    def fit(self, batches):
        losses = []
        for x, y in batches:
            self.state, loss = self._train_step(self.state, x, y)  # expect: JXL503
            losses.append(loss)
        return losses
