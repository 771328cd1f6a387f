import jax.numpy as jnp


class Symbolic:
    def __init__(self, n_nodes, n_nonzero):
        self.n_nodes = n_nodes
        self.n_nonzero = n_nonzero


def analyze(rows, cols, n_nodes):
    order = jnp.lexsort((cols, rows))
    n_nonzero = jnp.sum(jnp.diff(rows[order]) != 0) + 1
    return Symbolic(n_nodes, int(n_nonzero))
