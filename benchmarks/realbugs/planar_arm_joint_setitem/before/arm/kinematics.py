import jax.numpy as jnp


class PlanarArm:
    """A serial arm of revolute joints in the X-Y plane; each angle is relative to the previous link."""

    def __init__(self, link_lengths):
        self.link_lengths = jnp.asarray(link_lengths)
        self.n_links = len(link_lengths)

    def joint_positions(self, angles):
        points = jnp.zeros((self.n_links + 1, 2))
        heading = 0.0
        for i in range(self.n_links):
            heading = heading + angles[i]
            step = self.link_lengths[i] * jnp.array([jnp.cos(heading), jnp.sin(heading)])
            points[i + 1] = points[i] + step  # expect: JXL301
        return points

    def end_effector(self, angles):
        return self.joint_positions(angles)[-1]

    def reach(self):
        return float(jnp.sum(self.link_lengths))
