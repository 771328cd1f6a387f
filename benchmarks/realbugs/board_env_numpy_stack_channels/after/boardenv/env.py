import jax
import jax.numpy as jnp

from boardenv.state import AGENT, EMPTY, FOOD, NUM_CELL_TYPES, State

MOVES = jnp.array([[-1, 0], [0, 1], [1, 0], [0, -1]])


class Forager:
    """Collect food on a square board; all state lives in the State pytree, none on `self`."""

    def __init__(self, size, num_food):
        self.size = size
        self.num_food = num_food

    def _observation(self, state):
        channels = [state.grid == cell for cell in range(NUM_CELL_TYPES)]
        return jnp.stack(channels, axis=-1).astype(jnp.float32)

    def reset(self, key):
        key, food_key = jax.random.split(key)
        cells = jax.random.choice(food_key, self.size * self.size - 1, (self.num_food,), replace=False) + 1
        grid = jnp.zeros(self.size * self.size, jnp.int32).at[cells].set(FOOD).reshape(self.size, self.size)
        agent = jnp.array([0, 0])
        grid = grid.at[0, 0].set(AGENT)
        state = State(grid, agent, key, jnp.asarray(0))
        return state, self._observation(state)

    def step(self, state, action):
        agent = jnp.clip(state.agent + MOVES[action], 0, self.size - 1)
        reward = (state.grid[agent[0], agent[1]] == FOOD).astype(jnp.float32)
        grid = state.grid.at[state.agent[0], state.agent[1]].set(EMPTY).at[agent[0], agent[1]].set(AGENT)
        state = State(grid, agent, state.key, state.step_count + 1)
        return state, self._observation(state), reward
