import jax
import jax.numpy as jnp


def td_loss(q_table, batch, gamma):
    observations, actions, rewards, next_observations = batch
    q = (observations @ q_table)[jnp.arange(actions.shape[0]), actions]
    target = rewards + gamma * jnp.max(next_observations @ q_table, axis=-1)
    return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)


class QLearner:
    def __init__(self, learning_rate=0.5, gamma=0.9):
        self.learning_rate = learning_rate
        self.gamma = gamma
        self.learn = jax.jit(self._learn)

    def _learn(self, q_table, batch):
        loss, grad = jax.value_and_grad(td_loss)(q_table, batch, self.gamma)
        return q_table - self.learning_rate * grad, loss
