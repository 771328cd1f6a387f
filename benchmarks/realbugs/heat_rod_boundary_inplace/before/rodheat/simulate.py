import jax
import jax.numpy as jnp

from rodheat.stencil import explicit_step

step = jax.jit(explicit_step)


def simulate(num_cells=32, num_steps=200, alpha=0.25, left=1.0, right=0.0):
    temperature = jnp.zeros(num_cells)
    for _ in range(num_steps):
        temperature = step(temperature, alpha, left, right)
    return temperature
