"""Jittable base class: subclasses write `step_env` and `reset_env`, the base auto-resets finished episodes."""

from functools import partial

import jax


class Environment:
    @partial(jax.jit, static_argnums=(0,))
    def step(self, key, state, action, params):
        key_step, key_reset = jax.random.split(key)
        obs_step, state_step, reward, terminated, truncated = self.step_env(key_step, state, action, params)
        done = terminated or truncated  # expect: JXL103
        if done:  # expect: JXL101
            obs, state = self.reset_env(key_reset, params)
        else:
            obs, state = obs_step, state_step
        return obs, state, reward, done

    @partial(jax.jit, static_argnums=(0,))
    def reset(self, key, params):
        return self.reset_env(key, params)

    def step_env(self, key, state, action, params):
        raise NotImplementedError

    def reset_env(self, key, params):
        raise NotImplementedError
