from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    position: jnp.ndarray
    velocity: jnp.ndarray
    key: jnp.ndarray


class AbstractEnv:
    """Stateless environment: every method takes the state and returns a new one."""

    def _reset(self, key):
        raise NotImplementedError

    def _dynamics(self, state, action):
        raise NotImplementedError

    def reset(self, key):
        state = self._reset(key)
        return state, self.observe(state)

    def observe(self, state):
        return jnp.stack([state.position, state.velocity])

    def step(self, state, action):
        state, reward, done = self._dynamics(state, action)
        next_key, reset_key = jax.random.split(state.key)
        state = state._replace(key=next_key)
        state = jax.lax.cond(done, lambda: self._reset(reset_key), lambda: state)
        return state, self.observe(state), reward, done
