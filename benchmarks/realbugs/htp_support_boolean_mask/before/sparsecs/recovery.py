import functools

import jax
import jax.numpy as jnp

from sparsecs.thresholding import pursuit_step


@functools.partial(jax.jit, static_argnames=("sparsity", "n_iter"))
def hard_thresholding_pursuit(A, y, sparsity, step=1.0, n_iter=20):
    """Recover an s-sparse x from y = A x."""
    x0 = jnp.zeros(A.shape[1])
    return jax.lax.fori_loop(0, n_iter, lambda _, x: pursuit_step(A, y, x, sparsity, step), x0)
