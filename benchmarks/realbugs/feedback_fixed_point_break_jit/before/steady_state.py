"""Steady-state outputs of a bank of feedback amplifiers."""

import jax.numpy as jnp

from loopsim import FeedbackCircuit, FixedPointSolver


def main():
    circuit = FeedbackCircuit(gain=0.5, drive=jnp.array([0.1, 0.4, -0.3, 1.0]))
    solver = FixedPointSolver(circuit.update)
    return solver.solve(jnp.zeros(4)), circuit


if __name__ == "__main__":
    print(main()[0])
