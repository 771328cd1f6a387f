import jax.numpy as jnp
import numpy as np


class BorisPusher:
    """Boris rotation for a charged particle in a static magnetic field (no electric field)."""

    def __init__(self, field, charge_to_mass, dt):
        self.field = field
        self.charge_to_mass = charge_to_mass
        self.dt = dt

    def push(self, position, velocity):
        t = 0.5 * self.charge_to_mass * self.dt * self.field(position)
        s = 2.0 * t / (1.0 + jnp.dot(t, t))
        v_prime = velocity + np.cross(velocity, t)  # expect: JXL401
        velocity = velocity + np.cross(v_prime, s)  # expect: JXL401
        return position + self.dt * velocity, velocity
