from typing import NamedTuple

import jax
import jax.numpy as jnp

from navrewards.shaping import goal_distance, shaped_reward


class NavState(NamedTuple):
    position: jnp.ndarray
    goal: jnp.ndarray


class PointNavEnv:
    """A point agent moving in the plane towards a goal, with a circular obstacle at the origin."""

    def __init__(self, obstacle_radius, max_speed):
        self.obstacle_radius = obstacle_radius
        self.max_speed = max_speed

    def step(self, state, action):
        position = state.position + self.max_speed * jnp.tanh(action)
        collided = jnp.linalg.norm(position) < self.obstacle_radius
        reward = shaped_reward(goal_distance(position, state.goal), collided)
        return NavState(position, state.goal), reward


def main():
    env = PointNavEnv(obstacle_radius=0.3, max_speed=0.5)
    batch_step = jax.jit(jax.vmap(env.step))
    positions = jnp.array([[2.0, 2.0], [0.1, 0.0], [1.0, 1.2], [-2.0, 0.5]])
    state = NavState(positions, jnp.ones_like(positions))
    actions = jnp.zeros_like(positions)
    _, rewards = batch_step(state, actions)
    return rewards


if __name__ == "__main__":
    print(main())
