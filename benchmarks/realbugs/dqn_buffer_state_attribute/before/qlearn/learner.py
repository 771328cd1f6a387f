import jax
import jax.numpy as jnp


class RewardLearner:
    """Regresses rewards from observations on batches replayed from the buffer."""

    def __init__(self, buffer, learning_rate, batch_size):
        self.buffer = buffer
        self.learning_rate = learning_rate
        self.batch_size = batch_size
        self._step = jax.jit(self.step)

    def step(self, params, obs, reward, key):
        self.buffer.add(obs, reward)
        batch_obs, batch_rewards = self.buffer.sample(key, self.batch_size)

        def loss_fn(p):
            return jnp.mean((batch_obs @ p - batch_rewards) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        return params - self.learning_rate * grads, loss

    def observe(self, params, obs, reward, key):
        return self._step(params, obs, reward, key)
