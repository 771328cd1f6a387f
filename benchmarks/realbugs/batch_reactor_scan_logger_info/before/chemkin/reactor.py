import jax
import jax.numpy as jnp

from chemkin.progress import log_progress


class BatchReactor:
    def __init__(self, mechanism, dt):
        self.mechanism = mechanism
        self.dt = dt
        self._integrate = jax.jit(self.integrate, static_argnums=1)

    def integrate(self, c0, n_steps):
        def step(c, i):
            k1 = self.mechanism.rates(c)
            k2 = self.mechanism.rates(c + 0.5 * self.dt * k1)
            c_next = c + self.dt * k2
            log_progress(i, i * self.dt, c_next)
            return c_next, c_next

        return jax.lax.scan(step, c0, jnp.arange(1, n_steps + 1))

    def run(self, c0, n_steps):
        return self._integrate(jnp.asarray(c0), n_steps)
