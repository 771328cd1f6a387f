import jax.numpy as jnp

from spectral.solver import FourierSpectralSolver


def main(nu=0.05, t_end=1.0, dt=1e-3):
    solver = FourierSpectralSolver(n_points=128, length=2.0 * jnp.pi, nu=nu)
    u0 = jnp.sin(jnp.asarray(solver.x))
    u = solver.solve(u0, t_end, dt)

    energy0, energy = float(jnp.sum(u0**2)), float(jnp.sum(u**2))
    steepest = float(jnp.max(jnp.abs(jnp.diff(u))) / (solver.x[1] - solver.x[0]))
    print(f"energy {energy0:.2f} -> {energy:.2f}, steepest slope {steepest:.2f}")
    return u0, u, steepest


if __name__ == "__main__":
    main()
