import jax
import jax.numpy as jnp


class VelocityVerlet:
    """NVE dynamics; the neighbor list is rebuilt from the current positions at every step."""

    def __init__(self, potential, neighbor_list, dt):
        self.potential = potential
        self.neighbor_list = neighbor_list
        self.dt = dt
        self.run = jax.jit(self._run, static_argnums=2)

    def force(self, positions):
        neighbors = self.neighbor_list.build(positions)
        return -jax.grad(self.potential.energy)(positions, neighbors)

    def total_energy(self, positions, velocities):
        neighbors = self.neighbor_list.build(positions)
        return self.potential.energy(positions, neighbors) + 0.5 * jnp.sum(velocities ** 2)

    def _run(self, positions, velocities, num_steps):
        def step(_, state):
            x, v, f = state
            v = v + 0.5 * self.dt * f
            x = x + self.dt * v
            f = self.force(x)
            return x, v + 0.5 * self.dt * f, f

        x, v, _ = jax.lax.fori_loop(0, num_steps, step, (positions, velocities, self.force(positions)))
        return x, v, self.total_energy(positions, velocities), self.total_energy(x, v)
