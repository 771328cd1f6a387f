import jax
import jax.numpy as jnp

from ppo.critic import value


class CriticLearner:
    """The value-function half of a PPO update: GAE returns from the storage, then one regression step."""

    def __init__(self, storage, lr=0.05):
        self.storage = storage
        self.lr = lr
        self.update = jax.jit(self._update)

    def _value_loss(self, params, observations, returns):
        return jnp.mean((value(params, observations) - returns) ** 2)

    def _update(self, params, rollout):
        values = value(params, rollout.observations)
        last_values = value(params, rollout.last_observations)
        returns, advantages = self.storage.compute_returns(rollout.rewards, values, rollout.dones, last_values)
        returns = jax.lax.stop_gradient(returns)
        loss, grads = jax.value_and_grad(self._value_loss)(params, rollout.observations, returns)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss, returns, advantages
