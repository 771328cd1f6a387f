from typing import NamedTuple

import jax
import jax.numpy as jnp


class SingleShootingProblem(NamedTuple):
    """Fixed-horizon optimal control: dynamics f(x, u, p), stage cost l(x, u, p), terminal cost Vf(x, p)."""

    horizon: int
    params: jnp.ndarray


def dynamics(x, u, p):
    return jnp.array([x[0] + p[0] * x[1] + u[0], x[1] + p[1] * u[0] - 0.5 * x[0]])


def stage_cost(x, u, p):
    return x[0] ** 2 + 2.0 * x[1] ** 2 + 0.3 * u[0] ** 2


def terminal_cost(x, p):
    return 3.0 * x[0] ** 2 + 0.5 * x[1] ** 2


def total_cost(u_seq, x0, problem):
    """V_N(x0, u_seq, p): roll the dynamics over the horizon, summing the stage costs, plus the terminal cost."""
    p = problem.params

    def stage(x, u):
        return dynamics(x, u, p), stage_cost(x, u, p)

    x_final, costs = jax.lax.scan(stage, x0, u_seq.reshape(-1, 1))
    return jnp.sum(costs) + terminal_cost(x_final, p)
