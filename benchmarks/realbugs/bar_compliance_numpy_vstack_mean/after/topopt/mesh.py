import numpy as np


class BarMesh:
    """Nodes 0..n of a clamped bar split into n axial elements."""

    def __init__(self, n_elements):
        self.n_elements = n_elements
        self.n_nodes = n_elements + 1
        self.connectivity = np.stack([np.arange(n_elements), np.arange(1, n_elements + 1)], axis=1)
        self.free_dofs = np.arange(1, self.n_nodes)
