import jax
import jax.numpy as jnp

from .types import BallConfig, BallState, TimeStep

# left, right, up, down
ACTION_DIRECTIONS = jnp.array([[-1.0, 0.0], [1.0, 0.0], [0.0, 1.0], [0.0, -1.0]])


class BallEnv:
    """A ball in the unit box pushed in one of four directions; the episode ends at the goal in the centre."""

    num_actions = 4

    def __init__(self, config=BallConfig()):
        self.config = config

    def reset(self, key):
        position = jax.random.uniform(key, (2,), minval=-1.0, maxval=1.0)
        state = BallState(position, jnp.zeros(2), jnp.zeros((), jnp.int32))
        return state, self.observe(state)

    def observe(self, state):
        return jnp.concatenate([state.position, state.velocity])

    def step(self, key, state, action):
        velocity = self.config.friction * state.velocity + self.config.push * ACTION_DIRECTIONS[action]
        position = jnp.clip(state.position + velocity, -1.0, 1.0)
        state = BallState(position, velocity, state.time + 1)
        distance = jnp.linalg.norm(position)
        reward = -self.config.reward_scale * distance
        terminated = distance < self.config.goal_radius
        truncated = state.time >= self.config.max_steps
        done = terminated or truncated  # expect: JXL103
        # auto-reset: a finished episode starts again from a fresh random position
        reset_state, _ = self.reset(key)
        state = jax.tree_util.tree_map(lambda new, old: jnp.where(done, new, old), reset_state, state)
        return state, TimeStep(self.observe(state), reward, done)
