import jax
import jax.numpy as jnp


class SGLD:
    """Stochastic-gradient Langevin dynamics on a flat parameter vector."""

    def __init__(self, grad_estimator):
        self.grad_estimator = grad_estimator
        self.jitted_step = jax.jit(self.step)

    def step(self, key, position, batch, step_size):
        grad = self.grad_estimator(position, batch)
        noise = jax.random.normal(key, position.shape)
        return position + 0.5 * step_size * grad + jnp.sqrt(step_size) * noise
