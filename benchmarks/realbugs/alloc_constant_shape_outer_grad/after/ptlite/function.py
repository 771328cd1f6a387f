import jax
import jax.numpy as jnp

from ptlite.jax_linker import jax_funcify_graph


class CompiledFunction:
    """A graph compiled with the JAX backend; `jax_fn` and `constants` let other JAX code call it."""

    def __init__(self, inputs, outputs):
        self.jax_fn, consts = jax_funcify_graph(inputs, outputs)
        self.constants = tuple(jnp.asarray(c.data) for c in consts)
        host_constants = tuple(c.data for c in consts)
        self._jitted = jax.jit(lambda *args: self.jax_fn(*args, *host_constants))

    def __call__(self, *args):
        return self._jitted(*args)


def function(inputs, outputs):
    return CompiledFunction(inputs, outputs)
