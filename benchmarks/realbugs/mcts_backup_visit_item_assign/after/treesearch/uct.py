import jax
import jax.numpy as jnp

from .tree import backup, child_index, empty_tree


class UCTSearch:
    """UCT on a two-ply matrix game: the leaf value is the payoff of the (row, column) pair plus noise."""

    def __init__(self, payoffs, num_simulations=64, exploration=1.4):
        self.payoffs = payoffs
        self.num_actions = payoffs.shape[0]
        self.num_simulations = num_simulations
        self.exploration = exploration
        self.run = jax.jit(self._run)

    def _select(self, tree, parent):
        children = child_index(parent, jnp.arange(self.num_actions), self.num_actions)
        visits = tree.visits[children]
        mean = tree.value_sum[children] / jnp.maximum(visits, 1)
        bonus = self.exploration * jnp.sqrt(jnp.log(tree.visits[parent] + 1.0) / (visits + 1e-6))
        action = jnp.argmax(jnp.where(visits == 0, jnp.inf, mean + bonus))
        return action, children[action]

    def _simulate(self, tree, key):
        first, child = self._select(tree, 0)
        second, leaf = self._select(tree, child)
        value = self.payoffs[first, second] + 0.1 * jax.random.normal(key)
        path = jnp.stack([0, child, leaf])
        return backup(tree, path, value), None

    def _run(self, key):
        tree, _ = jax.lax.scan(self._simulate, empty_tree(self.num_actions),
                               jax.random.split(key, self.num_simulations))
        root_children = child_index(0, jnp.arange(self.num_actions), self.num_actions)
        return tree, tree.visits[root_children]
