"""Stochastic reconfiguration: precondition the energy gradient with the quantum geometric tensor S."""

from functools import partial

import jax
import jax.numpy as jnp

from qvmc.linalg import gmres


@partial(jax.jit, static_argnames=("maxiter",))
def _solve_sr(jacobian, gradient, diag_shift, restart, maxiter):
    centered = jacobian - jnp.mean(jacobian, axis=0)
    n_samples = jacobian.shape[0]

    def s_matvec(v):
        return centered.T @ (centered @ v) / n_samples + diag_shift * v

    return gmres(s_matvec, gradient, restart=restart, maxiter=maxiter)


class SRLazyGMRES:
    """SR whose linear system is solved lazily (S never formed) by restarted GMRES."""

    def __init__(self, diag_shift=0.01, restart=10, maxiter=2):
        self.diag_shift = diag_shift
        self.restart = restart
        self.maxiter = maxiter

    def compute_update(self, jacobian, gradient):
        return _solve_sr(jacobian, gradient, self.diag_shift, self.restart, self.maxiter)
