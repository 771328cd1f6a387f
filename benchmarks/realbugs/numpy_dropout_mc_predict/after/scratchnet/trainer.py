import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._step = jax.jit(self._train_step)
        self._sample = jax.jit(self._stochastic_forward)

    def _loss(self, params, x, y, key):
        return jnp.mean((self.model.forward(params, x, True, key)[:, 0] - y) ** 2)

    def _train_step(self, params, x, y, key):
        loss, grads = jax.value_and_grad(self._loss)(params, x, y, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def _stochastic_forward(self, params, x, key):
        return self.model.forward(params, x, True, key)[:, 0]

    def fit(self, params, x, y, steps, key):
        for step_key in jax.random.split(key, steps):
            params, _ = self._step(params, x, y, step_key)
        return params

    def mc_predict(self, params, x, num_samples, key):
        """Monte Carlo dropout: the spread of the stochastic forward passes is the model's uncertainty."""
        samples = jnp.stack([self._sample(params, x, k) for k in jax.random.split(key, num_samples)])
        return jnp.mean(samples, axis=0), jnp.std(samples, axis=0)
