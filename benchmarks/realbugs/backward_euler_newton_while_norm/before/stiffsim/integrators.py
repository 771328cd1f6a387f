from functools import partial

import jax
import jax.numpy as jnp


class Integrator:
    def step(self, t, y):
        raise NotImplementedError

    def simulate(self, y0, t_final):
        n_steps = int(round(t_final / self.dt))
        t, y = 0.0, y0
        trajectory = [y0]
        for _ in range(n_steps):
            y = self.step(t, y)
            t += self.dt
            trajectory.append(y)
        return jnp.stack(trajectory)


class BackwardEulerIntegrator(Integrator):
    def __init__(self, dt, system, max_iter, tol):
        self.name = "Backward Euler"
        self.dt = dt
        self.system = system
        self.max_iter = max_iter
        self.tol = tol

    @partial(jax.jit, static_argnums=(0,))
    def step(self, t, y):
        t_next = t + self.dt

        def residual(z):
            return z - y - self.dt * self.system.rhs(t_next, z)

        z = y
        delta = jnp.full_like(y, jnp.inf)
        iteration = 0
        while jnp.linalg.norm(delta) > self.tol:  # expect: JXL101
            delta = jnp.linalg.solve(jax.jacfwd(residual)(z), residual(z))
            z = z - delta
            iteration += 1
            if iteration >= self.max_iter:
                break
        return z
