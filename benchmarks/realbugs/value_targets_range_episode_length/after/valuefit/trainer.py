import jax
import jax.numpy as jnp

from valuefit.returns import monte_carlo_returns


class ValueTrainer:
    def __init__(self, gamma=0.5, learning_rate=0.1):
        self.gamma = gamma
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss, has_aux=True))

    def predict(self, params, observations):
        return observations @ params["w"]

    def targets(self, episodes):
        return jax.vmap(monte_carlo_returns, in_axes=(0, 0, None))(episodes.rewards, episodes.lengths, self.gamma)

    def loss(self, params, episodes):
        targets = self.targets(episodes)
        mask = jnp.arange(targets.shape[1]) < episodes.lengths[:, None]
        errors = (self.predict(params, episodes.observations) - targets) ** 2
        return jnp.sum(errors * mask) / jnp.sum(mask), targets

    def update(self, params, episodes):
        (loss, targets), grads = self._loss_and_grad(params, episodes)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss, targets
