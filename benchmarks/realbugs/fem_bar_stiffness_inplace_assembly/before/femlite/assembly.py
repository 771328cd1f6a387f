"""Assembly of the global stiffness matrix and load vector from element contributions."""

import jax.numpy as jnp

from femlite.elements import bar_load, bar_stiffness


def assemble_system(nodes, connectivity, stiffness, load_per_length):
    num_dofs = nodes.shape[0]
    global_stiffness = jnp.zeros((num_dofs, num_dofs))
    global_load = jnp.zeros(num_dofs)
    for element in connectivity:
        dofs = element
        x_left, x_right = nodes[dofs[0]], nodes[dofs[1]]
        global_stiffness[jnp.ix_(dofs, dofs)] += bar_stiffness(x_left, x_right, stiffness)  # expect: JXL301
        global_load = global_load.at[dofs].add(bar_load(x_left, x_right, load_per_length))
    return global_stiffness, global_load
