import jax.numpy as jnp

GOAL_RADIUS = 0.5
GOAL_BONUS = 10.0
COLLISION_PENALTY = -5.0
DISTANCE_COST = 0.1


def goal_distance(position, goal):
    return jnp.linalg.norm(position - goal)


def shaped_reward(distance, collided):
    return jnp.select(
        [distance < GOAL_RADIUS, collided],
        [jnp.full_like(distance, GOAL_BONUS), jnp.full_like(distance, COLLISION_PENALTY)],
        -DISTANCE_COST * distance,
    )
