class VelocityVerlet:
    def __init__(self, potential, dt, box):
        self.potential = potential
        self.dt = dt
        self.box = box

    def step(self, positions, velocities, forces):
        velocities = velocities + 0.5 * self.dt * forces
        positions = (positions + self.dt * velocities) % self.box
        forces = self.potential.forces(positions, self.box)
        velocities = velocities + 0.5 * self.dt * forces
        return positions, velocities, forces
