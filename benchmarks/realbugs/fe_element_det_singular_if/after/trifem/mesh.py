import numpy as np


def unit_square_mesh(n):
    """Structured triangulation of [0, 1]^2 with n cells per side (two triangles per cell)."""
    xs = np.linspace(0.0, 1.0, n + 1)
    nodes = np.array([[x, y] for y in xs for x in xs])
    elements = []
    for j in range(n):
        for i in range(n):
            a = j * (n + 1) + i
            b, c, d = a + 1, a + n + 1, a + n + 2
            elements.append([a, b, d])
            elements.append([a, d, c])
    return nodes, np.array(elements, dtype=np.int32)


def boundary_nodes(nodes):
    on_edge = (np.isclose(nodes[:, 0], 0.0) | np.isclose(nodes[:, 0], 1.0)
               | np.isclose(nodes[:, 1], 0.0) | np.isclose(nodes[:, 1], 1.0))
    return np.flatnonzero(on_edge)
