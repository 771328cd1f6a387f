import jax.numpy as jnp


class RobotArm:
    """Base yaw joint plus a two-link shoulder/elbow arm; lengths in cm."""

    def __init__(self, upper=12.0, fore=10.0, base_height=5.0):
        self.upper = upper
        self.fore = fore
        self.base_height = base_height

    def end_effector(self, angles):
        yaw, shoulder, elbow = angles
        reach = self.upper * jnp.cos(shoulder) + self.fore * jnp.cos(shoulder + elbow)
        height = self.base_height + self.upper * jnp.sin(shoulder) + self.fore * jnp.sin(shoulder + elbow)
        return jnp.array([reach * jnp.cos(yaw), reach * jnp.sin(yaw), height])

    def distance(self, angles, target):
        return jnp.sum((self.end_effector(angles) - target) ** 2)
