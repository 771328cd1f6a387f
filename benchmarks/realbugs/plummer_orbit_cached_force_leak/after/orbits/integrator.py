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

    def integrate(self, q, p, num_steps):
        def step(state, _):
            q, p = state
            p = p + 0.5 * self.dt * self.potential.acceleration(q)
            q = q + self.dt * p
            a = self.potential.acceleration(q)
            p = p + 0.5 * self.dt * a
            return (q, p), (q, a)

        (q, p), (orbit, accelerations) = jax.lax.scan(step, (q, p), None, length=num_steps)
        return q, p, orbit, accelerations[-1]

    def run(self, q, p, num_steps):
        q, p, orbit, last = self._integrate(q, p, num_steps=num_steps)
        # two force evaluations per leapfrog step, counted where the steps are known
        self.n_force_evals += 2 * num_steps
        self._last_acceleration = last
        return q, p, orbit

    def last_acceleration(self):
        return self._last_acceleration
