from functools import partial

import jax

from nbrmd.energy import soft_sphere_energy
from nbrmd.neighbors import build_neighbor_list


class NeighborListNVE:
    """Velocity Verlet in blocks of steps, rebuilding the neighbor list between blocks."""

    def __init__(self, box, sigma, cutoff, capacity, dt, steps_per_block):
        self.box = box
        self.sigma = sigma
        self.cutoff = cutoff
        self.capacity = capacity
        self.dt = dt
        self.steps_per_block = steps_per_block
        self.neighbor_fn = jax.jit(partial(build_neighbor_list, box=box, cutoff=cutoff, capacity=capacity))
        self._block_jit = jax.jit(self._block)

    def _force(self, positions, neighbor):
        return -jax.grad(soft_sphere_energy)(positions, self.box, neighbor, self.sigma)

    def _block(self, positions, velocities, neighbor):
        def step(carry, _):
            positions, velocities, forces = carry
            velocities = velocities + 0.5 * self.dt * forces
            positions = (positions + self.dt * velocities) % self.box
            forces = self._force(positions, neighbor)
            velocities = velocities + 0.5 * self.dt * forces
            return (positions, velocities, forces), None

        carry = (positions, velocities, self._force(positions, neighbor))
        (positions, velocities, _), _ = jax.lax.scan(step, carry, None, length=self.steps_per_block)
        return positions, velocities

    def run(self, positions, velocities, n_blocks):
        for _ in range(n_blocks):
            nbrs = self.neighbor_fn(positions)
            positions, velocities = self._block_jit(positions, velocities, nbrs)
        return positions, velocities
