import jax
import jax.numpy as jnp
import numpy as np


class LangevinSampler:
    """Unadjusted Langevin dynamics: a gradient step on the log density plus Gaussian noise."""

    def __init__(self, log_density, step_size=0.01, seed=0):
        self.grad_log_density = jax.grad(log_density)
        self.step_size = step_size
        np.random.seed(seed)
        self._step = jax.jit(self.step)

    def step(self, position):
        noise = np.random.standard_normal(position.shape)  # expect: JXL402
        drift = self.step_size * self.grad_log_density(position)
        return position + drift + jnp.sqrt(2.0 * self.step_size) * noise

    def run(self, start, num_steps):
        positions = [start]
        for _ in range(num_steps):
            positions.append(self._step(positions[-1]))
        return jnp.stack(positions)
