import jax

from qlite import coherent, wigner_origin

wigner_jit = jax.jit(wigner_origin)


def origin_value(alpha=1.0):
    return wigner_jit(coherent(8, alpha))
