"""Closed-loop simulation as a single scan over time steps."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_steps", "dynamics", "controller"))
def simulator_jit(dt, num_steps, dynamics, controller, x0):
    """States and controls of the closed loop x' = f(x) + g(x) u(x), Euler-integrated."""

    def step(x, _):
        u = controller(x)
        drift, control_matrix = dynamics(x)
        x_next = x + dt * (drift + control_matrix @ u)
        return x_next, (x_next, u)

    _, (states, controls) = jax.lax.scan(step, x0, None, length=num_steps)
    return jnp.concatenate([x0[None], states]), controls
