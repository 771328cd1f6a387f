"""Unicycle kept away from an obstacle by a barrier-filtered proportional controller."""

import jax.numpy as jnp

from cbfsim.simulation.simulator import Simulator

OBSTACLE = jnp.array([1.0, 1.0])
GOAL = jnp.array([2.0, 2.2])


def unicycle(x):
    theta = x[2]
    control_matrix = jnp.array([[jnp.cos(theta), 0.0], [jnp.sin(theta), 0.0], [0.0, 1.0]])
    return jnp.zeros(3), control_matrix


def barrier_controller(x):
    to_goal = GOAL - x[:2]
    heading_error = jnp.arctan2(to_goal[1], to_goal[0]) - x[2]
    u_nominal = jnp.array([jnp.linalg.norm(to_goal), 2.0 * jnp.sin(heading_error)])
    h = jnp.sum((x[:2] - OBSTACLE) ** 2) - 0.3 ** 2
    slow_down = jnp.clip(h / 0.5, 0.0, 1.0)
    return u_nominal * jnp.array([slow_down, 1.0])


def make_simulator():
    return Simulator(dt=0.05, num_steps=40, dynamics=unicycle, controller=barrier_controller)


def receding_horizon(starts):
    sim = make_simulator()
    return [sim.execute(x0)[0][-1] for x0 in starts]


if __name__ == "__main__":
    print(receding_horizon([jnp.array([0.0, 0.0, 0.0]), jnp.array([0.1, 0.0, 0.2])]))
