"""Leapfrog orbit integration in a static potential."""

import jax
import jax.numpy as jnp


class LeapfrogIntegrator:
    def __init__(self, potential, dt=0.01):
        self.potential = potential
        self.dt = dt
        self.n_force_evals = 0
        self._last_acceleration = None
        self._integrate = jax.jit(self.integrate, static_argnames="num_steps")

    def acceleration(self, q):
        a = self.potential.acceleration(q)
        self._last_acceleration = a  # expect: JXL202
        self.n_force_evals += 1  # expect: JXL202
        return a

    def integrate(self, q, p, num_steps):
        def step(state, _):
            q, p = state
            p = p + 0.5 * self.dt * self.acceleration(q)
            q = q + self.dt * p
            p = p + 0.5 * self.dt * self.acceleration(q)
            return (q, p), q

        (q, p), orbit = jax.lax.scan(step, (q, p), None, length=num_steps)
        return q, p, orbit

    def run(self, q, p, num_steps):
        return self._integrate(q, p, num_steps=num_steps)

    def last_acceleration(self):
        return self._last_acceleration
