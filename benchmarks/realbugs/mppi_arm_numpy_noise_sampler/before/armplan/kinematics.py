import jax.numpy as jnp


class PlanarArm:
    """A two-link planar arm; joint velocities are the controls."""

    def __init__(self, link_lengths=(1.0, 0.8), dt=0.1):
        self.link_lengths = link_lengths
        self.dt = dt
        self.dof = len(link_lengths)

    def end_effector(self, joints):
        first, second = self.link_lengths
        elbow = jnp.stack([first * jnp.cos(joints[0]), first * jnp.sin(joints[0])])
        reach = joints[0] + joints[1]
        return elbow + jnp.stack([second * jnp.cos(reach), second * jnp.sin(reach)])

    def integrate(self, joints, velocities):
        return joints + self.dt * velocities
