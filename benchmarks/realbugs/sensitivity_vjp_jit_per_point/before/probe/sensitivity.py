import jax
import jax.numpy as jnp

from .network import forward


def input_sensitivities(params, inputs, directions):
    """For each input point, pull every output direction back to the input (one forward pass per point)."""
    rows = []
    for x in inputs:
        _, vjp_fun = jax.vjp(lambda z: forward(params, z), x)
        vjp_fun = jax.jit(vjp_fun)  # expect: JXL501
        rows.append(jnp.stack([vjp_fun(v)[0] for v in directions]))
    return jnp.stack(rows)
