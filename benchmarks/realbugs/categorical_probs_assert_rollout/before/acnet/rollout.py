from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class Transition(NamedTuple):
    obs: Any
    action: Any
    log_prob: Any
    value: Any
    reward: Any


class TargetReacher:
    """Each step shows a random one-hot target; the action matching it pays 1."""

    def __init__(self, num_targets):
        self.num_targets = num_targets

    def observe(self, key, num_envs):
        return jax.random.randint(key, (num_envs,), 0, self.num_targets)

    def reward(self, targets, actions):
        return (targets == actions).astype(jnp.float32)


class RolloutCollector:
    def __init__(self, env, network, num_envs, num_steps):
        self.env = env
        self.network = network
        self.num_envs = num_envs
        self.num_steps = num_steps
        self.collect = jax.jit(self._collect)

    def _collect(self, params, key):
        def step(_, step_key):
            target_key, action_key = jax.random.split(step_key)
            targets = self.env.observe(target_key, self.num_envs)
            obs = jax.nn.one_hot(targets, self.env.num_targets)
            pi, value = self.network(params, obs)
            actions = pi.sample(action_key)
            return None, Transition(obs, actions, pi.log_prob(actions), value, self.env.reward(targets, actions))

        _, transitions = jax.lax.scan(step, None, jax.random.split(key, self.num_steps))
        return transitions
