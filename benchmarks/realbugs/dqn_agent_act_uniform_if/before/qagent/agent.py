import dataclasses

import jax
import jax.numpy as jnp

from qagent.network import q_values


@dataclasses.dataclass(frozen=True)
class ExplorationConfig:
    eps_start: float = 1.0
    eps_end: float = 0.05
    eps_decay: float = 200.0


class DQNAgent:
    """Epsilon-greedy DQN actor; the exploration rate decays exponentially with the step count."""

    def __init__(self, num_actions, config=ExplorationConfig()):
        self.num_actions = num_actions
        self.config = config
        self.act = jax.jit(self._act)

    def epsilon(self, step):
        config = self.config
        return config.eps_end + (config.eps_start - config.eps_end) * jnp.exp(-step / config.eps_decay)

    def _act(self, params, obs, step, key):
        explore_key, action_key = jax.random.split(key)
        threshold = self.epsilon(step)
        if jax.random.uniform(explore_key) < threshold:  # expect: JXL101
            return jax.random.randint(action_key, (), 0, self.num_actions)
        return jnp.argmax(q_values(params, obs))
