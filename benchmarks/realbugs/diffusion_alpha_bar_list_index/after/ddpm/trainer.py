import jax
import jax.numpy as jnp


class DiffusionTrainer:
    def __init__(self, model, schedule, learning_rate=1e-3):
        self.model = model
        self.schedule = schedule
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def noisy_sample(self, x0, t, noise):
        a_bar = self.schedule.alpha_bar(t)
        return jnp.sqrt(a_bar) * x0 + jnp.sqrt(1.0 - a_bar) * noise

    def loss(self, params, x0, key):
        t_key, n_key = jax.random.split(key)
        t = jax.random.randint(t_key, (x0.shape[0],), 0, self.schedule.num_steps)
        noise = jax.random.normal(n_key, x0.shape)
        xt = jax.vmap(self.noisy_sample)(x0, t, noise)
        predicted = jax.vmap(self.model, in_axes=(None, 0, 0))(params, xt, t)
        return jnp.mean((predicted - noise) ** 2)

    def _step(self, params, x0, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x0, key)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, params, data, key, num_steps):
        history = []
        for step_key in jax.random.split(key, num_steps):
            params, loss = self.step(params, data, step_key)
            history.append(float(loss))
        return params, history
