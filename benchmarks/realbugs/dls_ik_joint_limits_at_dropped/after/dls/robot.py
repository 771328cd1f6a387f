import jax.numpy as jnp


class SerialArm:
    """Planar serial arm with revolute joints and per-joint limits (rad)."""

    def __init__(self, link_lengths, lower, upper):
        self.link_lengths = jnp.asarray(link_lengths)
        self.lower = list(lower)
        self.upper = list(upper)

    def end_effector(self, q):
        angles = jnp.cumsum(q)
        return jnp.array([jnp.sum(self.link_lengths * jnp.cos(angles)),
                          jnp.sum(self.link_lengths * jnp.sin(angles))])
