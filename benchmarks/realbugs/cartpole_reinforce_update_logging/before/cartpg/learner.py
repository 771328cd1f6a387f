import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger(__name__)


class ReinforceLearner:
    """Monte Carlo policy gradient: weight the log-probabilities of the actions taken by the returns."""

    def __init__(self, policy, learning_rate=1e-3, gamma=0.99):
        self.policy = policy
        self.learning_rate = learning_rate
        self.gamma = gamma
        self.update = jax.jit(self._update)

    def returns(self, rewards):
        def body(running, reward):
            running = reward + self.gamma * running
            return running, running

        _, returns = jax.lax.scan(body, 0.0, rewards, reverse=True)
        return returns

    def loss(self, params, observations, actions, rewards):
        returns = self.returns(rewards)
        returns = (returns - returns.mean()) / (returns.std() + 1e-8)
        taken = jnp.take_along_axis(self.policy.log_probs(params, observations), actions[:, None], axis=1)[:, 0]
        return -jnp.mean(taken * returns)

    def _update(self, params, observations, actions, rewards):
        loss, grads = jax.value_and_grad(self.loss)(params, observations, actions, rewards)
        logger.info("policy loss %s, episode return %s", loss, rewards.sum())  # expect: JXL203
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
