"""Complete elliptic integrals K(m) and E(m) by the arithmetic-geometric mean, vectorised."""

import jax
import jax.numpy as jnp


def ellipke(m, tol):
    def not_converged(state):
        _, _, c, _, _ = state
        return jnp.any(jnp.abs(c) > tol)

    def agm_step(state):
        a, b, c, weight, correction = state
        a, b, c = (a + b) / 2.0, jnp.sqrt(a * b), (a - b) / 2.0
        weight = weight * 2.0
        return a, b, c, weight, correction + weight * c * c

    c = jnp.sqrt(m)
    start = (jnp.ones_like(m), jnp.sqrt(1.0 - m), c, jnp.ones_like(m) * 0.5, 0.5 * c * c)
    a, _, _, _, correction = jax.lax.while_loop(not_converged, agm_step, start)
    k = jnp.pi / (2.0 * a)
    return k, k * (1.0 - correction)
