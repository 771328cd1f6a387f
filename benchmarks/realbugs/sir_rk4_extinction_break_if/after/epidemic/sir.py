from typing import NamedTuple

import jax.numpy as jnp


class SIRParams(NamedTuple):
    beta: float
    gamma: float


def derivatives(state, params):
    susceptible, infected, _ = state
    total = jnp.sum(state)
    new_infections = params.beta * susceptible * infected / total
    recoveries = params.gamma * infected
    return jnp.stack([-new_infections, new_infections - recoveries, recoveries])


def rk4_step(state, params, h):
    k1 = derivatives(state, params)
    k2 = derivatives(state + 0.5 * h * k1, params)
    k3 = derivatives(state + 0.5 * h * k2, params)
    k4 = derivatives(state + h * k3, params)
    return state + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
