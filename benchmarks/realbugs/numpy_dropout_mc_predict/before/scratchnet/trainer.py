import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._step = jax.jit(self._train_step)
        self._sample = jax.jit(self._stochastic_forward)

    def _loss(self, params, x, y):
        return jnp.mean((self.model.forward(params, x, True)[:, 0] - y) ** 2)

    def _train_step(self, params, x, y):
        loss, grads = jax.value_and_grad(self._loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def _stochastic_forward(self, params, x):
        return self.model.forward(params, x, True)[:, 0]

    def fit(self, params, x, y, steps):
        for _ in range(steps):
            params, _ = self._step(params, x, y)
        return params

    def mc_predict(self, params, x, num_samples):
        """Monte Carlo dropout: the spread of the stochastic forward passes is the model's uncertainty."""
        samples = jnp.stack([self._sample(params, x) for _ in range(num_samples)])
        return jnp.mean(samples, axis=0), jnp.std(samples, axis=0)
