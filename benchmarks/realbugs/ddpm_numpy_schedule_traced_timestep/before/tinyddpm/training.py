import jax
import jax.numpy as jnp


class DiffusionTrainer:
    def __init__(self, model, schedule, learning_rate=1e-3):
        self.model = model
        self.schedule = schedule
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def loss(self, params, x0, key):
        t_key, n_key = jax.random.split(key)
        t = jax.random.randint(t_key, (x0.shape[0],), 0, self.schedule.num_timesteps)
        noise = jax.random.normal(n_key, x0.shape)
        x_t = self.schedule.q_sample(x0, t, noise)
        return jnp.mean((self.model(params, x_t, t) - noise) ** 2)

    def _step(self, params, x0, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x0, key)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
