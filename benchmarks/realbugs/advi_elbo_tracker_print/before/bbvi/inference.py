import jax
import jax.numpy as jnp


class ReparameterizationVI:
    """Black-box VI with a mean-field Gaussian q(w) and the reparameterization gradient of the ELBO."""

    def __init__(self, model, tracker, n_samples=16, learning_rate=0.01):
        self.model = model
        self.tracker = tracker
        self.n_samples = n_samples
        self.learning_rate = learning_rate
        self._step = jax.jit(self.step)

    def elbo(self, params, key):
        mean, log_std = params
        eps = jax.random.normal(key, (self.n_samples,) + mean.shape)
        w = mean + jnp.exp(log_std) * eps
        entropy = jnp.sum(log_std)
        return jnp.mean(jax.vmap(self.model.log_joint)(w)) + entropy

    def step(self, params, key):
        elbo, grads = jax.value_and_grad(self.elbo)(params, key)
        self.tracker.record(elbo)
        return jax.tree_util.tree_map(lambda p, g: p + self.learning_rate * g, params, grads)

    def fit(self, params, key, n_steps):
        for step_key in jax.random.split(key, n_steps):
            params = self._step(params, step_key)
        return params
