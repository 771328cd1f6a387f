import jax.numpy as jnp

from epidemic import simulate


def sweep(initial_infected):
    return [simulate((1.0 - i0, i0))[1][-1] for i0 in initial_infected]
