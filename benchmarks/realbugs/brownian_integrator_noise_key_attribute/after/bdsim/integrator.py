import jax
import jax.numpy as jnp


class BrownianIntegrator:
    """Overdamped Langevin (Brownian) dynamics, Euler-Maruyama."""

    def __init__(self, force_fn, dt, kT, gamma, noise):
        self.force_fn = force_fn
        self.dt = dt
        self.kT = kT
        self.gamma = gamma
        self.noise = noise
        self._step = jax.jit(self._step_impl)

    def _step_impl(self, x, key):
        drift = self.dt * self.force_fn(x) / self.gamma
        kick = jnp.sqrt(2.0 * self.kT * self.dt / self.gamma) * jax.random.normal(key, x.shape)
        return x + drift + kick

    def step(self, x):
        return self._step(x, self.noise.next_key())

    def run(self, x, n_steps):
        for _ in range(n_steps):
            x = self.step(x)
        return x
