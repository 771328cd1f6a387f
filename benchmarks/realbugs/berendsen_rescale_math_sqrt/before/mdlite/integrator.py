import jax

from mdlite.potential import lennard_jones_forces


class VelocityVerlet:
    """Velocity Verlet steps followed by the thermostat's rescaling, run in blocks of steps."""

    def __init__(self, box, thermostat, dt=0.005):
        self.box = box
        self.thermostat = thermostat
        self.dt = dt
        self._run = jax.jit(self.run, static_argnums=2)

    def step(self, positions, velocities):
        forces = lennard_jones_forces(positions, self.box)
        half = velocities + 0.5 * self.dt * forces
        positions = (positions + self.dt * half) % self.box
        velocities = half + 0.5 * self.dt * lennard_jones_forces(positions, self.box)
        return positions, self.thermostat.rescale(velocities)

    def run(self, positions, velocities, n_steps):
        def body(state, _):
            state = self.step(*state)
            return state, self.thermostat.temperature(state[1])

        return jax.lax.scan(body, (positions, velocities), None, length=n_steps)

    def equilibrate(self, positions, velocities, n_blocks=10, steps_per_block=100):
        temperatures = []
        for _ in range(n_blocks):
            (positions, velocities), block = self._run(positions, velocities, steps_per_block)
            temperatures.append(float(block[-1]))
        return positions, velocities, temperatures
