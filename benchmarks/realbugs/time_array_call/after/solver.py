import jax
import jax.numpy as jnp

from time_array import PiecewiseConstant

drive = PiecewiseConstant(jnp.array([0.0, 1.0, 2.0]), jnp.array([0.5, 1.0, 0.0]))


@jax.jit
def euler_step(t, y, dt):
    return y + dt * drive(t) * y
