import jax.numpy as jnp


class ChainWalk:
    """States 0..n-1 on a line; action 1 moves right, 0 moves left; reward at the right end."""

    def __init__(self, num_states):
        self.num_states = num_states

    def step(self, state, action):
        next_state = jnp.clip(state + 2 * action - 1, 0, self.num_states - 1)
        reward = (next_state == self.num_states - 1).astype(jnp.float32)
        return next_state, reward
