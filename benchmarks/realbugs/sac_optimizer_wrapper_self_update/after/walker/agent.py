import jax

from walker.losses import critic_loss
from walker.optim import Adam


class Algorithm:
    def __init__(self, critic_params, learning_rate):
        self.optimizer = Adam(learning_rate)
        self.params = critic_params
        self.opt_state = self.optimizer.init(critic_params)
        self._update = jax.jit(self._update_fn)

    def _update_fn(self, params, opt_state, batch):
        loss, grads = jax.value_and_grad(critic_loss)(params, batch)
        params, opt_state = self.optimizer.update(grads, opt_state, params)
        return params, opt_state, loss

    def update(self, batch):
        self.params, self.opt_state, loss = self._update(self.params, self.opt_state, batch)
        return loss

    def critic_params(self):
        return self.params
