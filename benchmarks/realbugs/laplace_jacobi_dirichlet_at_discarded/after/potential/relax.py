import jax

from potential.boundary import apply_dirichlet


def jacobi_sweep(phi, top, bottom):
    interior = 0.25 * (phi[:-2, 1:-1] + phi[2:, 1:-1] + phi[1:-1, :-2] + phi[1:-1, 2:])
    return apply_dirichlet(phi.at[1:-1, 1:-1].set(interior), top, bottom)


@jax.jit
def solve_capacitor(phi0, top, bottom, n_sweeps):
    phi = apply_dirichlet(phi0, top, bottom)
    return jax.lax.fori_loop(0, n_sweeps, lambda _, p: jacobi_sweep(p, top, bottom), phi)
