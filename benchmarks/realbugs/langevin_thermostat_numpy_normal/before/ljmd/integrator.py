import jax
import jax.numpy as jnp

from ljmd.potential import lennard_jones_forces


class LangevinIntegrator:
    """BAOAB splitting: half kick, half drift, thermostat, half drift, half kick."""

    def __init__(self, thermostat, box, dt=0.005, steps_per_block=200):
        self.thermostat = thermostat
        self.box = box
        self.dt = dt
        self.steps_per_block = steps_per_block
        self._block = jax.jit(self.block)

    def step(self, state, _):
        positions, velocities = state
        velocities = velocities + 0.5 * self.dt * lennard_jones_forces(positions, self.box)
        positions = positions + 0.5 * self.dt * velocities
        velocities = self.thermostat.apply(velocities)
        positions = jnp.mod(positions + 0.5 * self.dt * velocities, self.box)
        velocities = velocities + 0.5 * self.dt * lennard_jones_forces(positions, self.box)
        kinetic_temperature = jnp.mean(velocities**2)
        return (positions, velocities), kinetic_temperature

    def block(self, positions, velocities):
        (positions, velocities), temperatures = jax.lax.scan(
            self.step, (positions, velocities), None, length=self.steps_per_block)
        return positions, velocities, temperatures

    def run(self, positions, velocities, n_blocks):
        temperatures = []
        for _ in range(n_blocks):
            positions, velocities, block_temperatures = self._block(positions, velocities)
            temperatures.append(block_temperatures)
        return positions, velocities, jnp.concatenate(temperatures)
