import jax
import jax.numpy as jnp

from dqnlite.replay import sample_batch


def q_values(params, obs):
    return obs @ params["w"]


def td_loss(params, target_params, batch, gamma):
    q = jnp.take_along_axis(q_values(params, batch.obs), batch.actions[:, None], axis=1)[:, 0]
    target = batch.rewards + gamma * q_values(target_params, batch.next_obs).max(axis=1)
    return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)


class DQNLearner:
    def __init__(self, batch_size, gamma, learning_rate):
        self.batch_size = batch_size
        self.gamma = gamma
        self.learning_rate = learning_rate
        self._learn = jax.jit(self._learn_step)

    def _learn_step(self, params, target_params, buffer, key):
        batch, indices = sample_batch(buffer, self.batch_size, key)
        loss, grads = jax.value_and_grad(td_loss)(params, target_params, batch, self.gamma)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss, indices

    def learn(self, params, target_params, buffer, num_updates, key):
        sampled = []
        for _ in range(num_updates):
            key, sample_key = jax.random.split(key)
            params, loss, indices = self._learn(params, target_params, buffer, sample_key)
            sampled.append(indices.tolist())
        return params, sampled
