import jax.numpy as jnp

GOAL_RADIUS = 0.5
GOAL_BONUS = 10.0
COLLISION_PENALTY = -5.0
DISTANCE_COST = 0.1


def goal_distance(position, goal):
    return jnp.linalg.norm(position - goal)


def shaped_reward(distance, collided):
    if distance < GOAL_RADIUS:  # expect: JXL101
        return GOAL_BONUS
    elif collided:  # expect: JXL101
        return COLLISION_PENALTY
    return -DISTANCE_COST * distance
