import numpy as np


class Branch:
    """An unbranched dendrite: compartments laid end to end along fixed directions."""

    def __init__(self, directions):
        directions = np.asarray(directions, dtype=float)
        self.directions = directions / np.linalg.norm(directions, axis=1, keepdims=True)

    @property
    def ncomp(self):
        return len(self.directions)

    def xyz(self, lengths):
        """End points of the compartments, from the root at the origin."""
        steps = lengths[:, None] * self.directions
        return steps.cumsum(axis=0)

    def distance(self, lengths, comp):
        """Straight-line distance from the root to the end of compartment `comp`."""
        end = self.xyz(lengths)[comp]
        return np.sqrt(np.sum(end * end))  # expect: JXL401
