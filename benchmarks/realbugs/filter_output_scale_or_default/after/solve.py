from functools import partial

import jax
import jax.numpy as jnp

from odefilter import FixedStepFilter


def logistic(u):
    return u * (1.0 - u)


solver = FixedStepFilter(logistic)


@partial(jax.jit, static_argnames=("num_steps",))
def solve(u0, t1, output_scale=None, num_steps=50):
    """Filtering means of u on a uniform grid, and the final marginal standard deviation."""
    dt = t1 / num_steps
    state = solver.init(u0, output_scale)

    def body(state, _):
        state = solver.step(state, dt)
        return state, state[0][0]

    state, us = jax.lax.scan(body, state, None, length=num_steps)
    return us, jnp.sqrt(state[1][0, 0])


def calibration_sweep(u0, t1, scales):
    return {float(s): solve(u0, t1, output_scale=jnp.asarray(s))[1] for s in scales}
