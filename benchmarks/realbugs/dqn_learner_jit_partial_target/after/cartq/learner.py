import jax
import jax.numpy as jnp

from cartq.network import q_values


def huber(x, delta=1.0):
    return jnp.where(jnp.abs(x) < delta, 0.5 * x ** 2, delta * (jnp.abs(x) - 0.5 * delta))


class DQNLearner:
    def __init__(self, params, learning_rate=1e-3, discount=0.99, target_every=10):
        self.params = params
        self.target_params = params
        self.velocity = jax.tree_util.tree_map(jnp.zeros_like, params)
        self.learning_rate = learning_rate
        self.discount = discount
        self.target_every = target_every
        self.steps = 0
        self._update_jit = jax.jit(self._update)

    def _loss(self, params, target_params, batch):
        q = q_values(params, batch["obs"])
        q_taken = jnp.take_along_axis(q, batch["actions"][:, None], axis=1)[:, 0]
        next_q = q_values(target_params, batch["next_obs"]).max(axis=1)
        target = batch["rewards"] + self.discount * (1.0 - batch["dones"]) * next_q
        return jnp.mean(huber(q_taken - jax.lax.stop_gradient(target)))

    def _update(self, params, velocity, batch, target_params):
        loss, grads = jax.value_and_grad(self._loss)(params, target_params, batch)
        velocity = jax.tree_util.tree_map(lambda v, g: 0.9 * v + g, velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - self.learning_rate * v, params, velocity)
        return params, velocity, loss

    def learn(self, batch):
        self.params, self.velocity, loss = self._update_jit(self.params, self.velocity, batch, self.target_params)
        self.steps += 1
        if self.steps % self.target_every == 0:
            self.target_params = self.params
        return loss
