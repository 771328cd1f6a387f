import jax.numpy as jnp


class CircularOrbit:
    """A perturber on a circular orbit in the disc plane: cylindrical (R, phi, z) at time t."""

    def __init__(self, radius, angular_speed, phase):
        self.radius = radius
        self.angular_speed = angular_speed
        self.phase = phase

    def position(self, t):
        return self.radius, self.phase + self.angular_speed * t, jnp.zeros_like(t)
