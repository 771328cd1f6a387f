import jax

from dispatch import jax_funcify


class JAXLinker:
    """Compiles a chain of graph nodes into one jitted JAX function."""

    def __init__(self, nodes):
        self.nodes = list(nodes)

    def make_function(self):
        thunks = [jax_funcify(node) for node in self.nodes]

        def graph_fn(x):
            for thunk in thunks:
                x = thunk(x)
            return x

        return jax.jit(graph_fn)
