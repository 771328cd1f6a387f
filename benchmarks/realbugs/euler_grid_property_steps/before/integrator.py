import jax
import jax.numpy as jnp


class EulerIntegrator:
    def __init__(self, rhs, t0=0.0, tf=1.0, dt=0.1):
        self.rhs = rhs
        self.t0 = t0
        self.tf = tf
        self.dt = dt

    @property
    def num_steps(self):
        return jnp.maximum(jnp.abs((self.tf - self.t0) / self.dt), 1).astype(int)

    def grid(self):
        return jnp.linspace(self.t0, self.tf, self.num_steps + 1)  # expect: JXL106

    def solve(self, y0):
        ts = self.grid()

        def step(y, t_pair):
            t, t_next = t_pair
            y = y + (t_next - t) * self.rhs(t, y)
            return y, y

        _, ys = jax.lax.scan(step, y0, (ts[:-1], ts[1:]))
        return ts, ys
