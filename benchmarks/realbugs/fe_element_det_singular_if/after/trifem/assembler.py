import jax
import jax.numpy as jnp
import numpy as np

from trifem.element import p1_load, p1_stiffness


class PoissonAssembler:
    """Assembles -div(k grad u) = f on a triangle mesh; `assemble` is jitted once per mesh."""

    def __init__(self, nodes, elements):
        # Mesh quality is known before tracing: check it on the host, once.
        edges = nodes[elements[:, 1:]] - nodes[elements[:, :1]]
        if np.any(np.isclose(np.abs(np.linalg.det(edges)), 0.0)):
            raise ValueError("degenerate element: zero Jacobian determinant")
        self.nodes = jnp.asarray(nodes)
        self.elements = jnp.asarray(elements)
        self.n_dofs = nodes.shape[0]
        self.n_elements = elements.shape[0]
        self.assemble = jax.jit(self._assemble)

    def _assemble(self, conductivity, source):
        coords = self.nodes[self.elements]
        local_k = jax.vmap(p1_stiffness, in_axes=(0, None))(coords, conductivity)
        local_f = jax.vmap(p1_load, in_axes=(0, None))(coords, source)
        stiffness = jnp.zeros((self.n_dofs, self.n_dofs))
        load = jnp.zeros(self.n_dofs)
        for e in range(self.n_elements):
            dofs = self.elements[e]
            stiffness = stiffness.at[dofs[:, None], dofs[None, :]].add(local_k[e])
            load = load.at[dofs].add(local_f[e])
        return stiffness, load
