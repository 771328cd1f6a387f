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

        def keep_going(carry):
            _, delta_norm, iteration = carry
            return jnp.logical_and(delta_norm > self.tol, iteration < self.max_iter)

        def newton(carry):
            z, _, iteration = carry
            delta = jnp.linalg.solve(jax.jacfwd(residual)(z), residual(z))
            return z - delta, jnp.linalg.norm(delta), iteration + 1

        z, _, _ = jax.lax.while_loop(keep_going, newton, (y, jnp.asarray(jnp.inf, y.dtype), 0))
        return z
