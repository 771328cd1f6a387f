import jax
import jax.numpy as jnp

from rlpolicies import exploration


class QAgent:
    def __init__(self, num_states, num_actions, policy="epsilon_greedy"):
        self.q_table = jnp.zeros((num_states, num_actions)).at[:, 0].set(1.0)
        self._select = jax.jit(getattr(exploration, policy))

    def act(self, key, state, epsilon):
        return int(self._select(key, self.q_table[state], epsilon))
