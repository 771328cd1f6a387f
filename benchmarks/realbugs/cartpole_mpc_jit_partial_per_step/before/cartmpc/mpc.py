import functools

import jax
import jax.numpy as jnp

from .cost import horizon_cost
from .dynamics import step


def optimize_plan(state, forces, num_iters, learning_rate):
    """Gradient descent on the force sequence, warm-started from the previous plan."""
    grad_fn = jax.grad(horizon_cost)

    def body(_, u):
        return jnp.clip(u - learning_rate * grad_fn(u, state), -10.0, 10.0)
    return jax.lax.fori_loop(0, num_iters, body, forces)


class MPCController:
    """Receding horizon: optimise an H-step plan, apply its first force, observe, replan."""

    def __init__(self, horizon=20, num_iters=10, learning_rate=0.05):
        self.horizon = horizon
        self.num_iters = num_iters
        self.learning_rate = learning_rate

    def run_episode(self, state, num_steps):
        plan = jnp.zeros(self.horizon)
        trajectory = [state]
        for _ in range(num_steps):
            solve = jax.jit(functools.partial(optimize_plan, state, num_iters=self.num_iters,  # expect: JXL501
                                              learning_rate=self.learning_rate))
            plan = solve(plan)
            state = step(state, plan[0])
            plan = jnp.append(plan[1:], 0.0)
            trajectory.append(state)
        return jnp.stack(trajectory)
