import jax

from cluster.gravity import gravity


class Simulation:
    """Kick-drift-kick leapfrog, symplectic; records the bound mass fraction after every step."""

    def __init__(self, masses, diagnostics, dt=0.01, eps=0.05):
        self.masses = masses
        self.diagnostics = diagnostics
        self.dt = dt
        self.eps = eps
        self._run = jax.jit(self.run, static_argnums=2)

    def leapfrog_step(self, positions, velocities):
        velocities = velocities + 0.5 * self.dt * gravity(positions, self.masses, self.eps)
        positions = positions + self.dt * velocities
        velocities = velocities + 0.5 * self.dt * gravity(positions, self.masses, self.eps)
        return positions, velocities

    def run(self, positions, velocities, n_steps):
        def body(state, _):
            state = self.leapfrog_step(*state)
            return state, self.diagnostics.bound_fraction(*state)

        return jax.lax.scan(body, (positions, velocities), None, length=n_steps)

    def evolve(self, positions, velocities, n_steps):
        return self._run(positions, velocities, n_steps)
