from typing import Any, NamedTuple

import jax


class Trajectory(NamedTuple):
    rewards: Any
    values: Any
    dones: Any
    last_value: Any


class RolloutProcessor:
    """Turns a collected trajectory into normalized advantages and value targets for the PPO update."""

    def __init__(self, advantage_fn):
        self.advantage_fn = advantage_fn
        self.process = jax.jit(self._process)

    def _process(self, trajectory):
        advantages, targets = self.advantage_fn(trajectory.rewards, trajectory.values, trajectory.dones,
                                                trajectory.last_value)
        normalized = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        return normalized, advantages, targets
