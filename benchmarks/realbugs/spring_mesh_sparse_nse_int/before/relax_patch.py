import jax.numpy as jnp
import numpy as np

from clothsim import assemble_stiffness

NODES = np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
EDGES = np.array([[0, 1], [0, 2], [1, 3], [2, 3], [0, 3]])


def pull_corner(force):
    K = assemble_stiffness(jnp.asarray(NODES), jnp.asarray(EDGES), jnp.full(len(EDGES), 50.0))
    free = np.array([6, 7])  # node 3 moves, nodes 0-2 are pinned
    load = np.array([force, 0.0])
    return np.linalg.solve(np.asarray(K)[np.ix_(free, free)], load)


if __name__ == "__main__":
    print(pull_corner(1.0))
