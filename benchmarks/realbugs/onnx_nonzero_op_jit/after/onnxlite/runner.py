from functools import partial

import jax

from .ops import OPS


@partial(jax.jit, static_argnums=(0,))
def run_graph(op_types, x):
    """Run a linear chain of ONNX nodes on one input."""
    for op_type in op_types:
        x = OPS[op_type](x)
    return x
