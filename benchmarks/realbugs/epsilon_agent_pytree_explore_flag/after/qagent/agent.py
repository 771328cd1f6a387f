import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class EpsilonGreedyAgent:
    """Tabular Q agent whose parameters travel through jit as a pytree."""

    def __init__(self, q_table, epsilon, explore):
        self.q_table = q_table
        self.epsilon = epsilon
        self.explore = explore

    def tree_flatten(self):
        return (self.q_table, self.epsilon), self.explore

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*children, explore=aux_data)

    @property
    def num_actions(self):
        return self.q_table.shape[1]

    def greedy(self, state):
        return jnp.argmax(self.q_table[state])

    def act(self, state, key):
        if self.explore:
            k_coin, k_action = jax.random.split(key)
            random_action = jax.random.randint(k_action, (), 0, self.num_actions)
            return jnp.where(jax.random.uniform(k_coin) < self.epsilon, random_action, self.greedy(state))
        return self.greedy(state)

    def with_q_table(self, q_table):
        return EpsilonGreedyAgent(q_table, self.epsilon, self.explore)
