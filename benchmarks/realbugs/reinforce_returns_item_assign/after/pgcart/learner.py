import jax
import jax.numpy as jnp

from pgcart.returns import discounted_returns, normalize


class ReinforceLearner:
    def __init__(self, policy, gamma, learning_rate):
        self.policy = policy
        self.gamma = gamma
        self.learning_rate = learning_rate
        self.update = jax.jit(self._update)

    def loss(self, params, episode):
        observations, actions, rewards = episode
        log_probs = self.policy.log_probs(params, observations)
        taken = jnp.take_along_axis(log_probs, actions[:, None], axis=-1)[:, 0]
        advantages = normalize(discounted_returns(rewards, self.gamma))
        return -jnp.mean(taken * advantages)

    def _update(self, params, episode):
        loss, grads = jax.value_and_grad(self.loss)(params, episode)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
