"""Two-species decay chain A -> B -> C, compared with the closed form."""

import jax.numpy as jnp
import numpy as np

from odekit import AdaptiveGridSolver

K_A, K_B = 3.0, 0.7


def decay_chain(t, y):
    a, b = y[0], y[1]
    return jnp.stack([-K_A * a, K_A * a - K_B * b])


def exact_b(t):
    return K_A / (K_B - K_A) * (np.exp(-K_A * t) - np.exp(-K_B * t))


def main():
    solver = AdaptiveGridSolver(decay_chain, t0=0.0, t1=4.0, dt0=0.05)
    ts, ys = solver.solve([1.0, 0.0])
    error = np.max(np.abs(np.asarray(ys[:, 1]) - exact_b(np.asarray(ts))))
    print(f"max error in B: {error:.2e}")
    assert error < 1e-3, error


if __name__ == "__main__":
    main()
