"""Linear equality constraints A x = b, eliminated by a null-space parametrisation x = xp + Z y."""
import jax
import jax.numpy as jnp


def factorize_linear_constraints(A, b):
    """A particular solution, a null-space basis, and the maps between full and reduced vectors."""
    xp = jnp.linalg.pinv(A) @ b
    _, s, vt = jnp.linalg.svd(A)
    rank = int(jnp.sum(s > 1e-10))
    Z = vt[rank:].T

    @jax.jit  # expect: JXL502
    def project(x):
        return Z.T @ (x - xp)

    @jax.jit  # expect: JXL502
    def recover(y):
        return xp + Z @ y

    return xp, Z, project, recover
