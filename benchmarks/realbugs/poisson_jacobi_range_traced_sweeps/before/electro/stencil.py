import jax.numpy as jnp


def jacobi_sweep(phi, rho, h):
    """One Jacobi update of  -laplacian(phi) = rho  with phi = 0 on the boundary."""
    neighbours = phi[2:, 1:-1] + phi[:-2, 1:-1] + phi[1:-1, 2:] + phi[1:-1, :-2]
    return phi.at[1:-1, 1:-1].set(0.25 * (neighbours + h ** 2 * rho[1:-1, 1:-1]))


def residual_norm(phi, rho, h):
    lap = (phi[2:, 1:-1] + phi[:-2, 1:-1] + phi[1:-1, 2:] + phi[1:-1, :-2] - 4.0 * phi[1:-1, 1:-1]) / h ** 2
    return jnp.sqrt(jnp.mean((lap + rho[1:-1, 1:-1]) ** 2))
