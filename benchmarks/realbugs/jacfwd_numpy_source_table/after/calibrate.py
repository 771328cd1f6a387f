import jax
import jax.numpy as jnp

from sky import visibilities


def residual(params, uvw, observed):
    return jnp.abs(visibilities(params, uvw) - observed)


residual_jacobian = jax.jit(jax.jacfwd(residual))


def gauss_newton_step(params, uvw, observed):
    J = residual_jacobian(params, uvw, observed)["stokes"]
    r = residual(params, uvw, observed)
    delta = jnp.linalg.lstsq(J, r)[0]
    return {"stokes": params["stokes"] - delta}
