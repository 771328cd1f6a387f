"""DQN with a target network; the whole update, sampling included, is one compiled call."""

import jax
import jax.numpy as jnp


def q_values(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


class DQNAgent:
    def __init__(self, buffer, batch_size, gamma, learning_rate):
        self.buffer = buffer
        self.batch_size = batch_size
        self.gamma = gamma
        self.learning_rate = learning_rate
        self._update = jax.jit(self._update_step)

    def _td_loss(self, params, target_params, batch):
        q = jnp.take_along_axis(q_values(params, batch["obs"]), batch["action"][:, None], axis=1)[:, 0]
        next_q = q_values(target_params, batch["next_obs"]).max(axis=1)
        target = batch["reward"] + self.gamma * (1.0 - batch["done"]) * next_q
        return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

    def _update_step(self, params, target_params, key):
        indices = jax.random.randint(key, (self.batch_size,), 0, len(self.buffer))
        batch = self.buffer.gather(indices)
        loss, grads = jax.value_and_grad(self._td_loss)(params, target_params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def update(self, params, target_params, key):
        return self._update(params, target_params, key)
