import jax.numpy as jnp


class PlanarArm:
    """A serial arm of revolute joints in the X-Y plane; each angle is relative to the previous link."""

    def __init__(self, link_lengths):
        self.link_lengths = jnp.asarray(link_lengths)
        self.n_links = len(link_lengths)

    def joint_positions(self, angles):
        headings = jnp.cumsum(angles)
        steps = self.link_lengths[:, None] * jnp.stack([jnp.cos(headings), jnp.sin(headings)], axis=1)
        return jnp.concatenate([jnp.zeros((1, 2)), jnp.cumsum(steps, axis=0)])

    def end_effector(self, angles):
        return self.joint_positions(angles)[-1]

    def reach(self):
        return float(jnp.sum(self.link_lengths))
