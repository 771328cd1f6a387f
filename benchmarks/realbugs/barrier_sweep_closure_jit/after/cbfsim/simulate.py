"""Closed-loop rollout of a single integrator kept outside the unit disc."""
from functools import partial

import jax
import jax.numpy as jnp

from .barriers import make_disc_barrier

GOAL = jnp.array([-2.0, 0.1])


@partial(jax.jit, static_argnames=("steps",))
def _rollout(x0, alpha, control_limit, steps, dt):
    barrier = make_disc_barrier(alpha)

    def controller(x):
        nominal = GOAL - x
        push = jax.nn.relu(-barrier(x)) * jax.grad(barrier)(x)
        return jnp.clip(nominal + push, -control_limit, control_limit)

    def step(x, _):
        x = x + dt * controller(x)
        return x, barrier(x)

    final, margins = jax.lax.scan(step, x0, None, length=steps)
    return final, jnp.min(margins)


def simulate(x0, alpha, control_limit, steps=40, dt=0.05):
    return _rollout(x0, alpha, control_limit, steps, dt)
