import jax
import jax.numpy as jnp

from azplay.replay import Experience


class SelfPlayCollector:
    """Plays a toy game against itself and stores each position with its search policy and outcome."""

    def __init__(self, memory, num_actions, steps):
        self.memory = memory
        self.num_actions = num_actions
        self.steps = steps
        self.collect = jax.jit(self._collect)

    def _search(self, observation, key):
        visit_logits = observation[: self.num_actions] + 0.1 * jax.random.normal(key, (self.num_actions,))
        return jax.nn.softmax(visit_logits)

    def _collect(self, buffer, key):
        def step(carry, step_key):
            buffer, observation = carry
            search_key, move_key = jax.random.split(step_key)
            policy = self._search(observation, search_key)
            action = jax.random.categorical(move_key, jnp.log(policy))
            outcome = jnp.where(action == jnp.argmax(observation[: self.num_actions]), 1.0, -1.0)
            buffer = self.memory.add(buffer, Experience(observation, policy, outcome))
            observation = jnp.roll(observation, action + 1)
            return (buffer, observation), outcome

        first = jnp.arange(self.memory.obs_dim, dtype=jnp.float32) / self.memory.obs_dim
        (buffer, _), outcomes = jax.lax.scan(step, (buffer, first), jax.random.split(key, self.steps))
        return buffer, outcomes
