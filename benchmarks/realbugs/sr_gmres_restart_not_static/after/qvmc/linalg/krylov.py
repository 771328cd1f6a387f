"""Restarted GMRES for matrix-free symmetric positive systems."""

import jax
import jax.numpy as jnp


def _arnoldi_step(matvec, j, carry):
    basis, hessenberg = carry
    w = matvec(basis[j])
    h = basis @ w
    w = w - h @ basis
    norm = jnp.linalg.norm(w)
    hessenberg = hessenberg.at[:, j].set(h.at[j + 1].set(norm))
    basis = basis.at[j + 1].set(w / norm)
    return basis, hessenberg


def gmres(matvec, b, restart=10, maxiter=2):
    """Solve matvec(x) = b with `maxiter` cycles of `restart` Arnoldi steps each."""
    x = jnp.zeros_like(b)
    for _ in range(maxiter):
        r = b - matvec(x)
        beta = jnp.linalg.norm(r)
        basis = jnp.zeros((restart + 1, b.shape[0]), b.dtype)
        hessenberg = jnp.zeros((restart + 1, restart), b.dtype)
        basis = basis.at[0].set(r / beta)
        basis, hessenberg = jax.lax.fori_loop(
            0, restart, lambda j, carry: _arnoldi_step(matvec, j, carry), (basis, hessenberg))
        rhs = jnp.zeros(restart + 1, b.dtype).at[0].set(beta)
        y, *_ = jnp.linalg.lstsq(hessenberg, rhs)
        x = x + basis[:-1].T @ y
    return x
