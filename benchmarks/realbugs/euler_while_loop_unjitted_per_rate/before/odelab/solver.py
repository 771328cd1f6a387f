import jax
import jax.numpy as jnp


class EulerSolver:
    """Fixed-step Euler integration of dy/dt = f(t, y, args) from t0 to t1, stepping while t < t1."""

    def __init__(self, vector_field, dt):
        self.vector_field = vector_field
        self.dt = dt

    def solve(self, y0, t0, t1, args):
        def not_done(state):
            t, _ = state
            return t < t1

        def euler_step(state):
            t, y = state
            return t + self.dt, y + self.dt * self.vector_field(t, y, args)

        _, y1 = jax.lax.while_loop(not_done, euler_step, (jnp.asarray(t0), jnp.asarray(y0)))  # expect: JXL504
        return y1
