from typing import Any, NamedTuple

import jax.numpy as jnp


class Tree(NamedTuple):
    """Statistics of a fixed two-ply game tree: node 0 is the root, 1..A its children, then A*A grandchildren."""
    visits: Any
    value_sum: Any


def empty_tree(num_actions):
    num_nodes = 1 + num_actions + num_actions * num_actions
    return Tree(jnp.zeros(num_nodes, dtype=jnp.int32), jnp.zeros(num_nodes))


def child_index(parent, action, num_actions):
    return parent * num_actions + 1 + action


def backup(tree, path, value):
    """Adds one visit and the leaf value to every node on the path from the root."""
    visits = tree.visits
    value_sum = tree.value_sum
    for node in path:
        visits[node] += 1  # expect: JXL301
        value_sum[node] += value  # expect: JXL301
    return Tree(visits, value_sum)
