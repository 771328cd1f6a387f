import jax
import jax.numpy as jnp


class VelocityVerlet:
    """Separation r(t) of two atoms of mass m (reduced mass m / 2), stored row by row as (r, v)."""

    def __init__(self, potential, mass=1.0, dt=0.005, n_steps=400):
        self.potential = potential
        self.mu = 0.5 * mass
        self.dt = dt
        self.n_steps = n_steps
        self.trajectory = jax.jit(self._trajectory)

    def _trajectory(self, r0, v0):
        dt = self.dt
        traj = jnp.zeros((self.n_steps + 1, 2)).at[0].set(jnp.stack([r0, v0]))
        for i in range(self.n_steps):
            r, v = traj[i]
            a = self.potential.force(r) / self.mu
            r_new = r + dt * v + 0.5 * dt**2 * a
            a_new = self.potential.force(r_new) / self.mu
            traj[i + 1] = jnp.stack([r_new, v + 0.5 * dt * (a + a_new)])  # expect: JXL301
        return traj
