import jax.numpy as jnp


class PlanarArm:
    """Serial chain of revolute joints in the plane; joint angles are relative to the previous link."""

    def __init__(self, link_lengths=(0.5, 0.4, 0.3)):
        self.link_lengths = tuple(link_lengths)

    @property
    def num_joints(self):
        return len(self.link_lengths)

    def forward(self, q):
        """End-effector position for joint angles q."""
        x, y, angle = 0.0, 0.0, 0.0
        for length, qi in zip(self.link_lengths, q):
            angle = angle + qi
            x = x + length * jnp.cos(angle)
            y = y + length * jnp.sin(angle)
        return jnp.stack([x, y])
