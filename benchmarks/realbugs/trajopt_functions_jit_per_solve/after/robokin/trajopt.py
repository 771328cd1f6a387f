"""Trajectory optimisation by an augmented-Lagrangian-style penalty method on joint waypoints."""

import jax
import jax.numpy as jnp

from robokin.kinematics import end_effector


def _cost(traj, fk_data, target, smoothness):
    reach = jnp.sum((end_effector(traj[-1], fk_data) - target) ** 2)
    smooth = jnp.sum(jnp.diff(traj, axis=0) ** 2)
    return reach + smoothness * smooth


# Compiled once for every robot and target of the same shapes: the kinematics data are arguments, not constants.
_cost_value_and_grad = jax.jit(jax.value_and_grad(_cost))


class PenaltySolver:
    def __init__(self, iterations=30, lr=0.05, smoothness=0.1):
        self.iterations = iterations
        self.lr = lr
        self.smoothness = smoothness

    def solve(self, fk_data, start, target, timesteps=8):
        traj = jnp.tile(start, (timesteps, 1))
        for _ in range(self.iterations):
            value, grad = _cost_value_and_grad(traj, fk_data, target, self.smoothness)
            traj = traj.at[1:].add(-self.lr * grad[1:])
        return traj, value
