"""Fixed-step RK4 integration with a step budget, reporting failure instead of raising (throw=False)."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class RESULTS:
    successful = 0
    max_steps_reached = 1


class Solution(NamedTuple):
    ys: jax.Array
    result: jax.Array
    num_steps: jax.Array


def _rk4(f, t, y, dt, args):
    k1 = f(t, y, args)
    k2 = f(t + dt / 2, y + dt / 2 * k1, args)
    k3 = f(t + dt / 2, y + dt / 2 * k2, args)
    k4 = f(t + dt, y + dt * k3, args)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def solve(f, y0, t0: float, t1: float, dt: float, args=None, max_steps: int = 1000) -> Solution:
    """A fixed budget of max_steps steps (a scan, so reverse-mode differentiable); steps past t1 are no-ops."""
    def step(carry, _):
        t, y, steps = carry
        active = t < t1 - 1e-9
        y = jnp.where(active, _rk4(f, t, y, dt, args), y)
        return (jnp.where(active, t + dt, t), y, steps + active), None

    (t, y, steps), _ = jax.lax.scan(step, (jnp.asarray(t0), y0, jnp.asarray(0)), None, length=max_steps)
    result = jnp.where(t < t1 - 1e-9, RESULTS.max_steps_reached, RESULTS.successful)
    return Solution(y, result, steps)
