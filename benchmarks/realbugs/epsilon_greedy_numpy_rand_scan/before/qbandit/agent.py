from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class AgentState(NamedTuple):
    q_values: Any
    counts: Any


class SampleAverageAgent:
    def __init__(self, env, policy, num_steps):
        self.env = env
        self.policy = policy
        self.num_steps = num_steps
        self.run = jax.jit(self._run)

    def _step(self, state, key):
        act_key, reward_key = jax.random.split(key)
        arm = self.policy(state.q_values, act_key)
        explored = arm != jnp.argmax(state.q_values)
        reward = self.env.pull(reward_key, arm)
        counts = state.counts.at[arm].add(1)
        q_values = state.q_values.at[arm].add((reward - state.q_values[arm]) / counts[arm])
        return AgentState(q_values, counts), (arm, explored)

    def _run(self, key):
        state = AgentState(jnp.zeros(self.env.num_arms), jnp.zeros(self.env.num_arms))
        return jax.lax.scan(self._step, state, jax.random.split(key, self.num_steps))
