"""A gym-style wrapper that keeps the current state and jits reset and step once."""

import jax


class GymWrapper:
    def __init__(self, env, seed=0):
        self.env = env
        self._reset = jax.jit(env.reset)
        self._step = jax.jit(env.step)
        self._key = jax.random.PRNGKey(seed)
        self.env_state = None

    def reset(self):
        self._key, rng = jax.random.split(self._key)
        self.env_state = self._reset(rng)
        return self.env_state.obs

    def step(self, action):
        self.env_state = self._step(self.env_state, action)
        return self.env_state.obs, self.env_state.reward
