"""Complete elliptic integrals K(m) and E(m) by the arithmetic-geometric mean, vectorised."""

import jax.numpy as jnp


def ellipke(m, tol):
    a = jnp.ones_like(m)
    b = jnp.sqrt(1.0 - m)
    c = jnp.sqrt(m)
    weight = 0.5
    correction = weight * c * c
    while jnp.any(jnp.abs(c) > tol):  # expect: JXL101
        a, b, c = (a + b) / 2.0, jnp.sqrt(a * b), (a - b) / 2.0
        weight = weight * 2.0
        correction = correction + weight * c * c
    k = jnp.pi / (2.0 * a)
    return k, k * (1.0 - correction)
