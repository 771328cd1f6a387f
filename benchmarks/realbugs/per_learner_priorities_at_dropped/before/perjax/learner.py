import jax
import jax.numpy as jnp


def q_value(params, obs):
    return obs @ params["w"]


class TDLearner:
    def __init__(self, buffer, batch_size=16, learning_rate=0.05):
        self.buffer = buffer
        self.batch_size = batch_size
        self.learning_rate = learning_rate
        self._train_step = jax.jit(self._train_step_impl)

    def _train_step_impl(self, params, buffer_state, key):
        indices, obs, targets = self.buffer.sample(buffer_state, key, self.batch_size)

        def loss_fn(p):
            td_errors = targets - q_value(p, obs)
            return jnp.mean(td_errors ** 2), td_errors

        (loss, td_errors), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        buffer_state = self.buffer.update_priorities(buffer_state, indices, td_errors)
        return params, buffer_state, loss

    def train(self, params, buffer_state, key, steps):
        for _ in range(steps):
            key, step_key = jax.random.split(key)
            params, buffer_state, loss = self._train_step(params, buffer_state, step_key)
        return params, buffer_state
