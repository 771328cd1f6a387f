import jax.numpy as jnp


class BorisPusher:
    """Boris rotation for a charged particle in a static magnetic field (no electric field)."""

    def __init__(self, field, charge_to_mass, dt):
        self.field = field
        self.charge_to_mass = charge_to_mass
        self.dt = dt

    def push(self, position, velocity):
        t = 0.5 * self.charge_to_mass * self.dt * self.field(position)
        s = 2.0 * t / (1.0 + jnp.dot(t, t))
        v_prime = velocity + jnp.cross(velocity, t)
        velocity = velocity + jnp.cross(v_prime, s)
        return position + self.dt * velocity, velocity
