import jax
import jax.numpy as jnp

from .networks import gaussian_log_prob, init_mlp, mlp
from .returns import discounted_returns


class ReinforceAgent:
    """REINFORCE with a learned state-value baseline for continuous actions."""

    def __init__(self, obs_dim, action_dim, hidden=32, learning_rate=1e-4, gamma=0.9, seed=0):
        policy_key, value_key = jax.random.split(jax.random.PRNGKey(seed))
        self.params = {"policy": init_mlp(policy_key, [obs_dim, hidden, 2 * action_dim]),
                       "value": init_mlp(value_key, [obs_dim, hidden, 1])}
        self.action_dim = action_dim
        self.learning_rate = learning_rate
        self.gamma = gamma

    def loss(self, params, states, actions, returns):
        out = mlp(params["policy"], states)
        mean, log_std = out[:, :self.action_dim], jnp.clip(out[:, self.action_dim:], -5.0, 2.0)
        baseline = mlp(params["value"], states)[:, 0]
        advantages = jax.lax.stop_gradient(returns - baseline)
        policy_loss = -jnp.mean(gaussian_log_prob(mean, log_std, actions) * advantages)
        value_loss = jnp.mean((returns - baseline) ** 2)
        return policy_loss + 0.5 * value_loss

    def update(self, states, actions, rewards):
        returns = jnp.asarray(discounted_returns(rewards, self.gamma))
        loss_and_grad = jax.jit(jax.value_and_grad(lambda p: self.loss(p, states, actions, returns)))  # expect: JXL502
        loss, grads = loss_and_grad(self.params)
        self.params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, self.params, grads)
        return loss
