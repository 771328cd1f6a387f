import jax.numpy as jnp


class PlanarArm:
    """Serial planar arm of revolute joints; joint angles relative to the previous link."""

    def __init__(self, link_lengths):
        self.link_lengths = jnp.asarray(link_lengths)

    @property
    def num_joints(self):
        return self.link_lengths.shape[0]

    def forward(self, q):
        """End-effector (x, y) for joint angles q."""
        angles = jnp.cumsum(q)
        x = jnp.sum(self.link_lengths * jnp.cos(angles))
        y = jnp.sum(self.link_lengths * jnp.sin(angles))
        return jnp.array([x, y])
