"""Online replanning: the same arm re-solves toward a moving target every control tick."""

import jax.numpy as jnp

from robokin.kinematics import FKData
from robokin.trajopt import PenaltySolver

ARM = FKData(link_lengths=jnp.array([1.0, 0.8, 0.5]), joint_offsets=jnp.zeros(3))
SOLVER = PenaltySolver()


def replan(start, target):
    return SOLVER.solve(ARM, start, target)


def control_loop(ticks=3):
    start = jnp.zeros(3)
    costs = []
    for tick in range(ticks):
        target = jnp.array([1.2, 0.5 + 0.1 * tick])
        traj, cost = replan(start, target)
        start = traj[1]
        costs.append(float(cost))
    return costs


if __name__ == "__main__":
    print(control_loop())
