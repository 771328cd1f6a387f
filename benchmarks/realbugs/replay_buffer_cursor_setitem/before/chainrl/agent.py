import jax
import jax.numpy as jnp


class TabularQAgent:
    """Q-table trained from replayed minibatches with a TD(0) target from a periodically synced target table."""

    def __init__(self, num_states, num_actions, gamma=0.9, learning_rate=0.1):
        self.gamma = gamma
        self.learning_rate = learning_rate
        self.q = jnp.zeros((num_states, num_actions))
        self.target_q = self.q
        self._update = jax.jit(self.td_update)

    def td_update(self, q, target_q, batch):
        next_value = jnp.where(batch["done"], 0.0, jnp.max(target_q[batch["next_state"]], axis=-1))
        target = batch["reward"] + self.gamma * next_value
        current = q[batch["state"], batch["action"]]
        return q.at[batch["state"], batch["action"]].add(self.learning_rate * (target - current))

    def learn(self, batch):
        self.q = self._update(self.q, self.target_q, batch)

    def sync_target(self):
        self.target_q = self.q
