"""Continuation in the constraint's right-hand side: re-solve while the target total is raised step by step."""
import jax.numpy as jnp

from eqsolve import ConstrainedOptimizer

TARGET = jnp.array([1.0, 2.0, 3.0, 4.0])


def objective(x):
    return jnp.sum((x - TARGET) ** 2) + 0.1 * jnp.sum(x ** 4)


OPTIMIZER = ConstrainedOptimizer(objective)
A = jnp.array([[1.0, 1.0, 1.0, 1.0], [1.0, -1.0, 0.0, 0.0]])


def continuation(totals=(1.0, 2.0, 3.0, 4.0)):
    x = jnp.zeros(4)
    path = []
    for total in totals:
        x = OPTIMIZER.optimize(x, A, jnp.array([total, 0.0]))
        path.append(x)
    return path


if __name__ == "__main__":
    for x in continuation():
        print(x)
