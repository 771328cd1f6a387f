"""Trajectory optimisation by an augmented-Lagrangian-style penalty method on joint waypoints."""

import jax
import jax.numpy as jnp

from robokin.kinematics import end_effector


class PenaltySolver:
    def __init__(self, iterations=30, lr=0.05, smoothness=0.1):
        self.iterations = iterations
        self.lr = lr
        self.smoothness = smoothness

    def _build_functions(self, fk_data, target):
        def cost(traj):
            reach = jnp.sum((end_effector(traj[-1], fk_data) - target) ** 2)
            smooth = jnp.sum(jnp.diff(traj, axis=0) ** 2)
            return reach + self.smoothness * smooth

        return jax.jit(jax.value_and_grad(cost))  # expect: JXL502

    def solve(self, fk_data, start, target, timesteps=8):
        value_and_grad = self._build_functions(fk_data, target)
        traj = jnp.tile(start, (timesteps, 1))
        for _ in range(self.iterations):
            value, grad = value_and_grad(traj)
            traj = traj.at[1:].add(-self.lr * grad[1:])
        return traj, value
