import jax
import jax.numpy as jnp
import numpy as np

from .utils import reward_to_go, standardise


def init_policy(key, obs_dim=4, hidden=32, num_actions=2):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) * 0.3, "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, num_actions)) * 0.01, "b2": jnp.zeros(num_actions)}


def policy_logits(params, obs):
    return jnp.tanh(obs @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


class ReinforceAgent:
    def __init__(self, key, learning_rate=0.01, gamma=0.99):
        self.params = init_policy(key)
        self.learning_rate = learning_rate
        self.gamma = gamma
        self._probs = jax.jit(lambda params, obs: jax.nn.softmax(policy_logits(params, obs)))
        self._update = jax.jit(self._update_impl)

    def act(self, obs, rng):
        probs = np.asarray(self._probs(self.params, obs), dtype=np.float64)
        return int(rng.choice(len(probs), p=probs / probs.sum()))

    def _loss(self, params, obs, actions, rewards, mask):
        advantages = standardise(reward_to_go(rewards, mask, self.gamma), mask)
        logp = jax.nn.log_softmax(policy_logits(params, obs))
        chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return -jnp.sum(advantages * chosen * mask) / mask.sum()

    def _update_impl(self, params, obs, actions, rewards, mask):
        loss, grads = jax.value_and_grad(self._loss)(params, obs, actions, rewards, mask)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def learn(self, episode):
        self.params, loss = self._update(self.params, *episode)
        return float(loss)
