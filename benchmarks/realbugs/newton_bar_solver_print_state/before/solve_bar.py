import jax.numpy as jnp
import numpy as np

from febar import NewtonSolver


def run(n_nodes=31, loads=(1.0, 4.0)):
    solver = NewtonSolver(n_nodes)
    solutions = []
    for step, magnitude in enumerate(loads):
        solutions.append(np.asarray(solver.solve(magnitude * jnp.ones(n_nodes), load_step=step)))
    return solutions


if __name__ == "__main__":
    print([u.max() for u in run()])
