import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class FourierZernikeBasis:
    def __init__(self, L, M, N, modes=None):
        self.L = L
        self.M = M
        self.N = N
        self.modes = self._make_modes() if modes is None else modes

    def _make_modes(self):
        l, m, n = np.meshgrid(np.arange(self.L + 1), np.arange(-self.M, self.M + 1), np.arange(-self.N, self.N + 1),
                              indexing="ij")
        return np.stack([l.ravel(), m.ravel(), n.ravel()], axis=1)

    @property
    def num_modes(self):
        return self.modes.shape[0]

    def tree_flatten(self):
        return (self.modes,), (self.L, self.M, self.N)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*aux, modes=children[0])
