"""Axially loaded bar fixed at x = 0: compare the finite element displacement with the exact one."""

import jax.numpy as jnp

from femlite import assemble_system, uniform_mesh


def main():
    length, stiffness, load = 2.0, 3.0, 1.5
    nodes, connectivity = uniform_mesh(length, num_elements=8)
    global_stiffness, global_load = assemble_system(nodes, connectivity, stiffness, load)
    free = slice(1, None)
    displacement = jnp.zeros(nodes.shape[0]).at[free].set(
        jnp.linalg.solve(global_stiffness[free, free], global_load[free]))
    exact = load / stiffness * (length * nodes - nodes**2 / 2.0)
    return displacement, exact


if __name__ == "__main__":
    displacement, exact = main()
    print(jnp.max(jnp.abs(displacement - exact)))
