import jax
import jax.numpy as jnp
import numpy as onp

from mdlite.constants import BOLTZ


def langevin_coefficients(temperature, dt, friction, masses):
    ca = onp.exp(-friction * dt)
    cb = dt / masses
    cc = onp.sqrt((1 - ca ** 2) * BOLTZ * temperature / masses)
    return ca, cb, cc


class LangevinIntegrator:
    def __init__(self, force_fn, masses, dt, friction, temperature):
        """masses: [N] particle masses; dt, friction, temperature in reduced units."""
        self.force_fn = force_fn
        self.dt = dt
        ca, cb, cc = langevin_coefficients(temperature, dt, friction, masses)
        self.ca = ca
        self.cb = jnp.asarray(cb)[:, None]
        self.cc = jnp.asarray(cc)[:, None]
        self.step = jax.jit(self._step)

    def _step(self, x, v):
        noise = onp.random.normal(size=x.shape)  # expect: JXL402
        v = self.ca * v + self.cb * self.force_fn(x) + self.cc * noise
        x = x + v * self.dt
        return x, v

    def multiple_steps(self, x, v, n_steps):
        kinetic = []
        for _ in range(n_steps):
            x, v = self.step(x, v)
            kinetic.append(float(jnp.mean(v ** 2)))
        return x, v, kinetic
