import jax
import jax.numpy as jnp

from basis import ZernikeBasis

BASIS = ZernikeBasis(L=6, M=6)


@jax.jit
def pressure_profile(coeffs, rho):
    values = BASIS.evaluate(rho) @ coeffs
    axis_terms = jnp.zeros(BASIS.num_axisymmetric)
    return values + jnp.sum(axis_terms)
