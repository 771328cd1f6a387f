import jax

from walker.losses import critic_loss
from walker.optim import Adam


class Algorithm:
    def __init__(self, critic_params, learning_rate):
        self.optimizer = Adam(critic_params, learning_rate)

        @jax.jit
        def update(batch):
            loss, grads = jax.value_and_grad(critic_loss)(self.optimizer.params, batch)
            self.optimizer.update(grads)
            return loss

        self.update = update

    def critic_params(self):
        return self.optimizer.params
