import jax.numpy as jnp
import numpy as np


def zernike_modes(L, M):
    return np.array([(l, m) for l in range(L + 1) for m in range(-M, M + 1) if abs(m) <= l and (l - abs(m)) % 2 == 0])


class ZernikeBasis:
    def __init__(self, L, M):
        self.L, self.M = L, M
        self._modes = zernike_modes(L, M)

    @property
    def num_axisymmetric(self):
        return int(np.sum(self._modes[:, 1] == 0))

    def evaluate(self, rho):
        l = jnp.asarray(self._modes[:, 0])
        return rho[:, None] ** l[None, :]
