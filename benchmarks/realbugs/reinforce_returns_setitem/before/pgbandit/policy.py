import jax
import jax.numpy as jnp

from pgbandit.returns import discounted_returns


def log_policy(params, observations):
    return jax.nn.log_softmax(observations @ params["w"] + params["b"])


def reinforce_loss(params, observations, actions, rewards, gamma):
    returns = discounted_returns(rewards, gamma)
    advantages = (returns - jnp.mean(returns)) / (jnp.std(returns) + 1e-6)
    log_probs = log_policy(params, observations)[jnp.arange(actions.shape[0]), actions]
    return -jnp.mean(log_probs * advantages)


class ReinforceLearner:
    def __init__(self, learning_rate=0.1, gamma=0.95):
        self.learning_rate = learning_rate
        self.gamma = gamma
        self.update = jax.jit(self._update)

    def _update(self, params, observations, actions, rewards):
        loss, grads = jax.value_and_grad(reinforce_loss)(params, observations, actions, rewards, self.gamma)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
