import numpy as np


class TwoLinkArm:
    """A planar arm with two revolute joints; theta = [shoulder, elbow] in radians."""

    def __init__(self, lengths=(1.0, 0.8)):
        self.lengths = np.asarray(lengths, dtype=np.float32)

    def end_effector(self, theta):
        l1, l2 = self.lengths
        x = l1 * np.cos(theta[0]) + l2 * np.cos(theta[0] + theta[1])  # expect: JXL401
        y = l1 * np.sin(theta[0]) + l2 * np.sin(theta[0] + theta[1])  # expect: JXL401
        return np.stack([x, y])  # expect: JXL401

    def reach(self):
        return float(self.lengths.sum())
