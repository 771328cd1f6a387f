from functools import partial

import jax
import jax.numpy as jnp

from pathopt import forward_euler


def settling_rhs(t, z, drag=2.0, gravity=9.81):
    """Depth and velocity of a particle settling through a fluid (+z downward)."""
    depth, velocity = z
    return jnp.array([velocity, gravity - drag * velocity])


@partial(jax.jit, static_argnames=("rhs",))
def depth_at(t_grid, start_idx, end_idx, rhs=settling_rhs):
    z = forward_euler(rhs, jnp.zeros(2), t_grid, start_idx, end_idx)
    return z[0]


def example():
    t_grid = jnp.linspace(0.0, 1.0, 21)
    return depth_at(t_grid, 0, 20)
