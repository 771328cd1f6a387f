import jax
import jax.numpy as jnp


def delta_standard_errors(contrast_fn, coefs, vcov):
    """Standard errors of contrast_fn(coefs) by the delta method."""
    jacobian = jax.jacfwd(contrast_fn)(coefs)
    return jnp.sqrt(jnp.einsum("ij,jk,ik->i", jacobian, vcov, jacobian))
