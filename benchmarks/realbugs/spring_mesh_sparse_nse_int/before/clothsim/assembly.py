import jax
import jax.numpy as jnp
from jax.experimental import sparse

from clothsim.springs import spring_stiffness


def local_matrix(p_i, p_j, k):
    dense = spring_stiffness(p_i, p_j, k)
    nse = int(jnp.count_nonzero(dense))  # expect: JXL104
    return sparse.BCOO.fromdense(dense, nse=nse)


def assemble_stiffness(nodes, edges, stiffness):
    local = jax.vmap(local_matrix)(nodes[edges[:, 0]], nodes[edges[:, 1]], stiffness)
    dofs = jnp.stack([2 * edges[:, 0], 2 * edges[:, 0] + 1, 2 * edges[:, 1], 2 * edges[:, 1] + 1], axis=1)
    n_dof = 2 * nodes.shape[0]
    global_rows = dofs[:, :, None].repeat(4, axis=2)
    global_cols = dofs[:, None, :].repeat(4, axis=1)
    return jnp.zeros((n_dof, n_dof)).at[global_rows, global_cols].add(local.todense())
