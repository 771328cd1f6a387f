import jax
import jax.numpy as jnp

from electro.stencil import jacobi_sweep, residual_norm


@jax.jit
def solve_potential(rho, h, n_sweeps):
    phi = jax.lax.fori_loop(0, n_sweeps, lambda _, phi: jacobi_sweep(phi, rho, h), jnp.zeros_like(rho))
    return phi, residual_norm(phi, rho, h)
