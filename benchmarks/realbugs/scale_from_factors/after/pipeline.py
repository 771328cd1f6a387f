import jax

from transforms import Scale


@jax.jit
def rescale(points, factors):
    return Scale.from_factors(factors).apply(points)
