import jax
import jax.numpy as jnp

from .integrate import ode_flow


class TransitionLikelihood:
    """Gaussian pseudo-likelihood of observed transitions x_t -> x_{t+1} under the deterministic flow."""

    def __init__(self, model, noise=0.05):
        self.model = model
        self.noise = noise
        self.value_and_grad = jax.jit(jax.value_and_grad(self.loss), static_argnames=("settings",))

    def predict(self, params, states, settings):
        drift = self.model.field(params)
        return jax.vmap(lambda x: ode_flow(drift, x, settings.dt, settings.n_substeps))(states)

    def loss(self, params, trajectory, settings):
        predicted = self.predict(params, trajectory[:-1], settings)
        residual = trajectory[1:] - predicted
        return 0.5 * jnp.mean(jnp.sum(residual ** 2, axis=-1)) / self.noise ** 2

    def fit(self, params, trajectory, settings, steps=200, learning_rate=1e-2):
        for _ in range(steps):
            value, grads = self.value_and_grad(params, trajectory, settings=settings)
            params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, float(value)
