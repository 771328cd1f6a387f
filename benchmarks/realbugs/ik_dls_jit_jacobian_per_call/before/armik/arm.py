import jax.numpy as jnp


class PlanarArm:
    """Serial arm of revolute joints in the plane; forward kinematics gives the end-effector position."""

    def __init__(self, link_lengths):
        self.link_lengths = jnp.asarray(link_lengths)

    @property
    def n_joints(self):
        return self.link_lengths.shape[0]

    def forward(self, q):
        angles = jnp.cumsum(q)
        return jnp.stack([jnp.sum(self.link_lengths * jnp.cos(angles)), jnp.sum(self.link_lengths * jnp.sin(angles))])
