import jax
import jax.numpy as jnp

from .network import forward


@jax.jit
def _pull_back_all(params, x, directions):
    _, vjp_fun = jax.vjp(lambda z: forward(params, z), x)
    return jax.vmap(lambda v: vjp_fun(v)[0])(directions)


def input_sensitivities(params, inputs, directions):
    """For each input point, pull every output direction back to the input (one forward pass per point)."""
    rows = []
    for x in inputs:
        rows.append(_pull_back_all(params, x, directions))
    return jnp.stack(rows)
