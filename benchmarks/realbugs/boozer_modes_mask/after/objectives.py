import jax
import jax.numpy as jnp

from basis import DoubleFourierBasis


class QuasisymmetryBoozer:
    def __init__(self, helicity=(1, 0), M_booz=4, N_booz=4):
        self.helicity = helicity
        self.basis = DoubleFourierBasis(M_booz, N_booz)
        self._modes = self.basis.modes

    def compute(self, B_mn):
        M, N = self.helicity
        symmetric = self._modes[:, 0] * N == self._modes[:, 1] * M
        return B_mn[~symmetric]

    def compute_scalar(self, B_mn):
        return jnp.sum(self.compute(B_mn) ** 2)


class ObjectiveFunction:
    def __init__(self, objectives):
        self.objectives = objectives
        self.compute_scalar = jax.jit(self._compute_scalar)

    def _compute_scalar(self, x):
        return sum(obj.compute_scalar(x) for obj in self.objectives)
