from typing import NamedTuple


class DirichletEdges(NamedTuple):
    """Fixed temperatures of the four edges of the plate."""

    top: float = 100.0
    left: float = 0.0
    bottom: float = 0.0
    right: float = 0.0


def apply_dirichlet(u, edges):
    u = u.at[0, :].set(edges.top)
    u = u.at[:, 0].set(edges.left)
    u = u.at[-1, :].set(edges.bottom)
    return u.at[:, -1].set(edges.right)
