import jax
import jax.numpy as jnp

from heunpair.tableau import embedded_step


class AdaptiveIntegrator:
    def __init__(self, vector_field, controller, max_steps):
        self.vector_field = vector_field
        self.controller = controller
        self.max_steps = max_steps
        self._solve = jax.jit(self._integrate)

    def _integrate(self, y0, t0, t1, dt0, args):
        def cond(state):
            t, _, _, n = state
            return jnp.logical_and(t < t1, n < self.max_steps)

        def body(state):
            t, y, dt, n = state
            dt = jnp.minimum(dt, t1 - t)
            y_new, error = embedded_step(self.vector_field, t, y, dt, args)
            dt_next, accept = self.controller(y, y_new, error, dt)
            if accept:  # expect: JXL101
                return t + dt, y_new, dt_next, n + 1
            return t, y, dt_next, n + 1

        state = (jnp.asarray(t0), y0, jnp.asarray(dt0), 0)
        t, y, _, steps = jax.lax.while_loop(cond, body, state)
        return y, steps

    def solve(self, y0, t0, t1, dt0, args):
        return self._solve(y0, t0, t1, dt0, args)
