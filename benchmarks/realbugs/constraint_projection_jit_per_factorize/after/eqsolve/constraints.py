"""Linear equality constraints A x = b, eliminated by a null-space parametrisation x = xp + Z y."""
import jax
import jax.numpy as jnp


@jax.jit
def project(x, xp, Z):
    return Z.T @ (x - xp)


@jax.jit
def recover(y, xp, Z):
    return xp + Z @ y


def factorize_linear_constraints(A, b):
    """A particular solution and a null-space basis; the maps between full and reduced vectors are compiled
    once, at module level, and take them as arguments."""
    xp = jnp.linalg.pinv(A) @ b
    _, s, vt = jnp.linalg.svd(A)
    rank = int(jnp.sum(s > 1e-10))
    Z = vt[rank:].T
    return xp, Z
