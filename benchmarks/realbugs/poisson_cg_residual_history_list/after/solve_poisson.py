"""-u'' = pi^2 sin(pi x) on (0, 1) with zero boundary values; the solution is sin(pi x)."""

import jax.numpy as jnp
import numpy as np

from linsolve.poisson import make_poisson_solver


def main():
    n = 63
    x = jnp.linspace(0.0, 1.0, n + 2)[1:-1]
    solver = make_poisson_solver(n)
    u, iterations, history = solver(jnp.pi ** 2 * jnp.sin(jnp.pi * x))
    residuals = np.asarray(history)[:int(iterations)]
    print(f"{int(iterations)} iterations, residual history {residuals[:3]} ...")
    assert np.max(np.abs(np.asarray(u) - np.sin(np.pi * np.asarray(x)))) < 1e-3
    assert len(residuals) == int(iterations) and residuals[-1] < 1e-6


if __name__ == "__main__":
    main()
