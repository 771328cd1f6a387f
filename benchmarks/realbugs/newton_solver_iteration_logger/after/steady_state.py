"""Steady state of a two-species reaction network with cubic autocatalysis."""

import jax.numpy as jnp

from rootfind.config import NewtonConfig
from rootfind.newton import NewtonRaphsonSolver


def balance(c):
    a, b = c[0], c[1]
    return jnp.stack([1.0 - a - a * b ** 2, a * b ** 2 - 0.5 * b])


def main():
    solver = NewtonRaphsonSolver(balance, NewtonConfig(log_iterations=True))
    root, iterations, res_norm = solver.solve([0.3, 1.5])
    print(f"root {root}, {iterations} iterations, residual {res_norm:.1e}")
    assert res_norm < 1e-8
    return iterations


if __name__ == "__main__":
    main()
