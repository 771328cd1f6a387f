import jax.numpy as jnp
import numpy as np


class TwoLinkArm:
    """A planar arm with two revolute joints; theta = [shoulder, elbow] in radians."""

    def __init__(self, lengths=(1.0, 0.8)):
        self.lengths = np.asarray(lengths, dtype=np.float32)

    def end_effector(self, theta):
        l1, l2 = self.lengths
        x = l1 * jnp.cos(theta[0]) + l2 * jnp.cos(theta[0] + theta[1])
        y = l1 * jnp.sin(theta[0]) + l2 * jnp.sin(theta[0] + theta[1])
        return jnp.stack([x, y])

    def reach(self):
        return float(self.lengths.sum())
