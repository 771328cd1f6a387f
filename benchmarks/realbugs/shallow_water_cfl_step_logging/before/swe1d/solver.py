import jax
import jax.numpy as jnp

GRAVITY = 9.81


class LaxFriedrichs:
    """1D shallow water (h, hu) on a periodic channel; dt from the CFL condition at every step."""

    def __init__(self, dx, cfl, log):
        self.dx = dx
        self.cfl = cfl
        self.log = log
        self.run = jax.jit(self._run, static_argnums=2)

    def flux(self, h, hu):
        u = hu / h
        return hu, hu * u + 0.5 * GRAVITY * h ** 2

    def stable_dt(self, h, hu):
        speed = jnp.abs(hu / h) + jnp.sqrt(GRAVITY * h)
        return self.cfl * self.dx / jnp.max(speed)

    def step(self, h, hu, dt):
        f_h, f_hu = self.flux(h, hu)

        def update(q, f):
            average = 0.5 * (jnp.roll(q, -1) + jnp.roll(q, 1))
            return average - dt / (2.0 * self.dx) * (jnp.roll(f, -1) - jnp.roll(f, 1))

        return update(h, f_h), update(hu, f_hu)

    def _run(self, h, hu, num_steps):
        def body(carry, step):
            h, hu, time = carry
            dt = self.stable_dt(h, hu)
            self.log.record(step, time, dt)
            h, hu = self.step(h, hu, dt)
            return (h, hu, time + dt), dt

        (h, hu, time), dts = jax.lax.scan(body, (h, hu, 0.0), jnp.arange(num_steps))
        return h, hu, time, dts
