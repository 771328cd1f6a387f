import jax
import jax.numpy as jnp


class QLearner:
    def __init__(self, replay_buffer, gamma=0.9, learning_rate=0.5, batch_size=32):
        self.replay_buffer = replay_buffer
        self.gamma = gamma
        self.learning_rate = learning_rate
        self.batch_size = batch_size
        self.learn_step = jax.jit(self._learn_step)

    def _learn_step(self, q_table, replay, key):
        indices = self.replay_buffer.sample(replay, key, self.batch_size)
        s, a = replay.states[indices], replay.actions[indices]
        target = replay.rewards[indices] + self.gamma * (1.0 - replay.dones[indices]) * jnp.max(
            q_table[replay.next_states[indices]], axis=-1)
        td_errors = target - q_table[s, a]
        q_table = q_table.at[s, a].add(self.learning_rate * td_errors / self.batch_size)
        replay = self.replay_buffer.update_priorities(replay, indices, td_errors)
        return q_table, replay, jnp.mean(jnp.abs(td_errors))
