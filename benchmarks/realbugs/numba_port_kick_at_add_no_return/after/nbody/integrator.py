"""Kick-drift-kick leapfrog over a small cluster."""

from nbody.kernels import drift, kick, pairwise_forces


class Leapfrog:
    def __init__(self, positions, velocities, masses, dt=0.01, softening=0.1):
        self.positions = positions
        self.velocities = velocities
        self.masses = masses
        self.dt = dt
        self.softening = softening

    def step(self):
        forces = pairwise_forces(self.positions, self.masses, self.softening)
        self.velocities = kick(self.velocities, forces, self.dt / 2)
        self.positions = drift(self.positions, self.velocities, self.dt)
        forces = pairwise_forces(self.positions, self.masses, self.softening)
        self.velocities = kick(self.velocities, forces, self.dt / 2)
