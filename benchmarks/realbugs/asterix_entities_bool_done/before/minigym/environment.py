from functools import partial

import jax
import jax.numpy as jnp


class Environment:
    """Step and reset are jitted once per environment object; step_env and reset_env are the subclass's."""

    @partial(jax.jit, static_argnums=(0,))
    def step(self, key, state, action, params):
        key_step, key_reset = jax.random.split(key)
        obs_st, state_st, reward, done, info = self.step_env(key_step, state, action, params)
        obs_re, state_re = self.reset_env(key_reset, params)
        state = jax.tree_util.tree_map(lambda re, st: jnp.where(done, re, st), state_re, state_st)
        obs = jnp.where(done, obs_re, obs_st)
        return obs, state, reward, done, info

    @partial(jax.jit, static_argnums=(0,))
    def reset(self, key, params):
        return self.reset_env(key, params)
