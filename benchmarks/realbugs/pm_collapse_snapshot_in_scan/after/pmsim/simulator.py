"""A 1D periodic particle-mesh gravity solver, kick-drift-kick."""

import jax
import jax.numpy as jnp


def mesh_force(positions, num_cells):
    cells = jnp.floor(positions * num_cells).astype(jnp.int32) % num_cells
    density = jnp.zeros(num_cells).at[cells].add(1.0) / positions.shape[0] - 1.0 / num_cells
    k = 2 * jnp.pi * jnp.fft.rfftfreq(num_cells, d=1.0 / num_cells)
    potential_k = -jnp.fft.rfft(density) / jnp.where(k == 0, 1.0, k**2)
    force = jnp.fft.irfft(-1j * k * potential_k, n=num_cells)
    return force[cells]


class Simulator:
    def __init__(self, writer, num_cells=64, dt=0.05):
        self.writer = writer
        self.num_cells = num_cells
        self.dt = dt
        self._run = jax.jit(self.run, static_argnames="num_steps")

    def step(self, state, _):
        positions, velocities = state
        velocities = velocities + 0.5 * self.dt * mesh_force(positions, self.num_cells)
        positions = (positions + self.dt * velocities) % 1.0
        velocities = velocities + 0.5 * self.dt * mesh_force(positions, self.num_cells)
        return (positions, velocities), positions

    def run(self, positions, velocities, num_steps):
        (positions, velocities), snapshots = jax.lax.scan(self.step, (positions, velocities), None, length=num_steps)
        return positions, velocities, snapshots

    def run_and_save(self, positions, velocities, num_steps):
        positions, velocities, snapshots = self._run(positions, velocities, num_steps=num_steps)
        for snapshot in snapshots:
            self.writer.save(snapshot)
        return positions, velocities
