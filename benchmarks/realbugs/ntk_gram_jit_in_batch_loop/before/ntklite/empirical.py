"""Finite-width neural tangent kernel: the Gram matrix of the network's parameter Jacobians."""

import jax
import jax.numpy as jnp


def empirical_ntk_fn(apply_fn, vmap_axes=None):
    def jacobian(params, x):
        if vmap_axes is None:
            return jax.jacobian(apply_fn)(params, x)
        single = jax.jacobian(lambda p, xi: apply_fn(p, xi[None])[0])
        return jax.vmap(single, in_axes=(None, vmap_axes))(params, x)

    def ntk_fn(x1, x2, params):
        j1 = jax.tree_util.tree_leaves(jacobian(params, x1))
        j2 = jax.tree_util.tree_leaves(jacobian(params, x2))
        total = 0.0
        for a, b in zip(j1, j2):
            a = a.reshape(a.shape[0], a.shape[1], -1)
            b = b.reshape(b.shape[0], b.shape[1], -1)
            total = total + jnp.einsum("iop,jop->ij", a, b)
        return total

    return ntk_fn
