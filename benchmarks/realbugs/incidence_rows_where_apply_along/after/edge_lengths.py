"""Edge lengths of a triangle strip, recovered from its incidence matrix."""
import jax.numpy as jnp

from meshgraph import edge_endpoints, incidence_matrix

EDGES = [(0, 1), (1, 2), (0, 2), (1, 3), (2, 3)]
POSITIONS = jnp.array([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])


def edge_lengths(positions=POSITIONS):
    ends = edge_endpoints(incidence_matrix(EDGES, positions.shape[0]))
    return jnp.linalg.norm(positions[ends[:, 0]] - positions[ends[:, 1]], axis=-1)


if __name__ == "__main__":
    print(edge_lengths())
