import jax.numpy as jnp

from onnxlite import run_graph

GRAPH = ("Relu", "NonZero")


def active_units():
    return run_graph(GRAPH, jnp.array([-1.0, 2.0, 0.5, -3.0, 0.0, 4.0]))
