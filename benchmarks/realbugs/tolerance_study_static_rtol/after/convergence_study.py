"""How the solution at t=2 converges as the tolerances tighten."""
import jax.numpy as jnp

from odekit import AdaptiveSolver


def damped_oscillator(t, y):
    return jnp.array([y[1], -y[0] - 0.1 * y[1]])


SOLVER = AdaptiveSolver(damped_oscillator)
Y0 = jnp.array([1.0, 0.0])


def study(tolerances=(1e-3, 1e-4, 1e-5, 1e-6)):
    results = {}
    for tol in tolerances:
        results[tol] = SOLVER.solve(Y0, 2.0, rtol=tol, atol=tol)
    return results


if __name__ == "__main__":
    for tol, y in study().items():
        print(f"{tol:.0e}", y)
