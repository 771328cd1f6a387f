import jax
import jax.numpy as jnp


class WaveSolver:
    """u_tt = (q(x) u_x)_x on a string with fixed ends, q = c^2, by the standard centred scheme."""

    def __init__(self, mesh, wave_speed):
        self.mesh = mesh
        self.q = wave_speed(mesh.points()) ** 2
        self.dt = mesh.dt(float(jnp.sqrt(self.q.max())))
        self.c2 = (self.dt / mesh.dx) ** 2
        self._run = jax.jit(self.run, static_argnums=1)

    def spatial_term(self, u):
        q = self.q
        return 0.5 * (q[1:-1] + q[2:]) * (u[2:] - u[1:-1]) - 0.5 * (q[1:-1] + q[:-2]) * (u[1:-1] - u[:-2])

    def step(self, u, u_prev):
        u_new = jnp.zeros_like(u)
        u_new[1:-1] = -u_prev[1:-1] + 2.0 * u[1:-1] + self.c2 * self.spatial_term(u)  # expect: JXL301
        u_new[0] = 0.0  # expect: JXL301
        u_new[-1] = 0.0  # expect: JXL301
        return u_new

    def first_step(self, u0):
        """Starting from rest: u^1 = u^0 + C^2/2 (q u_x)_x."""
        return u0.at[1:-1].add(0.5 * self.c2 * self.spatial_term(u0))

    def run(self, u0, n_steps):
        def body(state, _):
            u, u_prev = state
            return (self.step(u, u_prev), u), None

        (u, _), _ = jax.lax.scan(body, (self.first_step(u0), u0), None, length=n_steps - 1)
        return u

    def solve(self, u0, t_end):
        n_steps = int(round(t_end / self.dt))
        return self._run(u0, n_steps), n_steps * self.dt
