import jax.numpy as jnp


class ThreeDofArm:
    """A base yaw joint and a two-link planar arm in the vertical plane it turns."""

    def __init__(self, upper=0.5, lower=0.4, base_height=0.2):
        self.upper = upper
        self.lower = lower
        self.base_height = base_height

    def end_effector(self, q):
        yaw, shoulder, elbow = q[0], q[1], q[2]
        radial = self.upper * jnp.cos(shoulder) + self.lower * jnp.cos(shoulder + elbow)
        height = self.base_height + self.upper * jnp.sin(shoulder) + self.lower * jnp.sin(shoulder + elbow)
        return jnp.stack([radial * jnp.cos(yaw), radial * jnp.sin(yaw), height])
