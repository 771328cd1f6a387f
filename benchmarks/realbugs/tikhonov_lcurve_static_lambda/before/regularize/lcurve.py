import jax.numpy as jnp

from regularize.tikhonov import tikhonov_solve


def l_curve(a, b, lams):
    """Residual and solution norms of the Tikhonov solutions over a grid of regularisation parameters."""
    solutions, residual_norms, solution_norms = [], [], []
    for lam in lams:
        x, residual_norm, solution_norm = tikhonov_solve(a, b, lam=float(lam))  # expect: JXL503
        solutions.append(x)
        residual_norms.append(residual_norm)
        solution_norms.append(solution_norm)
    return jnp.stack(solutions), jnp.stack(residual_norms), jnp.stack(solution_norms)


def corner_index(residual_norms, solution_norms):
    """Point of maximum curvature of the log-log L-curve."""
    rho, eta = jnp.log(residual_norms), jnp.log(solution_norms)
    d_rho, d_eta = jnp.gradient(rho), jnp.gradient(eta)
    dd_rho, dd_eta = jnp.gradient(d_rho), jnp.gradient(d_eta)
    curvature = (d_rho * dd_eta - dd_rho * d_eta) / (d_rho ** 2 + d_eta ** 2) ** 1.5
    return int(jnp.argmax(curvature[1:-1])) + 1
