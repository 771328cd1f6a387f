import jax.numpy as jnp

from sparse_solver import analyze

NETLIST_ROWS = jnp.array([0, 0, 1, 1, 2, 2, 3])
NETLIST_COLS = jnp.array([0, 1, 1, 2, 2, 3, 3])
CIRCUIT = analyze(NETLIST_ROWS, NETLIST_COLS, n_nodes=4)


def coupler_ring(wl, coupling=0.2):
    phase = 2 * jnp.pi * wl / 1.55
    return coupling * jnp.cos(phase) * CIRCUIT.n_nodes
