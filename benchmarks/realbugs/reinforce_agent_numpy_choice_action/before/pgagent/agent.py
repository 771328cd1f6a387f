import jax
import jax.numpy as jnp

from pgagent.distributions import sample_action


class ReinforceAgent:
    def __init__(self, policy, learning_rate):
        self.policy = policy
        self.learning_rate = learning_rate
        self._act = jax.jit(self.act)
        self._update = jax.jit(self.update)

    def act(self, params, obs):
        probs = self.policy.action_probs(params, obs)
        return sample_action(probs)

    def episode_loss(self, params, observations, actions, returns):
        log_probs = jax.vmap(self.policy.log_prob, in_axes=(None, 0, 0))(params, observations, actions)
        return -jnp.mean(log_probs * returns)

    def update(self, params, observations, actions, returns):
        grads = jax.grad(self.episode_loss)(params, observations, actions, returns)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
