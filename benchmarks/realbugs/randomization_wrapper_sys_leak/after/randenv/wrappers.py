"""Wrappers that train one policy on a batch of environments with randomized physics."""

import jax


class Wrapper:
    def __init__(self, env):
        self.env = env

    @property
    def unwrapped(self):
        return self.env.unwrapped


class DomainRandomizationVmapWrapper(Wrapper):
    """Runs every environment of the batch with its own sampled `sys`."""

    def __init__(self, env, randomization_fn, rng):
        super().__init__(env)
        self._sys_v, self._in_axes = randomization_fn(env.unwrapped.sys, rng)

    def _env_fn(self, sys):
        return self.env.unwrapped.with_sys(sys)

    def reset(self, rng):
        def reset(sys, rng):
            return self._env_fn(sys).reset(rng)

        return jax.vmap(reset, in_axes=(self._in_axes, 0))(self._sys_v, rng)

    def step(self, state, action):
        def step(sys, state, action):
            return self._env_fn(sys).step(state, action)

        return jax.vmap(step, in_axes=(self._in_axes, 0, 0))(self._sys_v, state, action)
