import jax.numpy as jnp


def finite_difference_grad(f, q, h=1e-4):
    """Central differences, kept from the NumPy prototype: two evaluations of f per dimension."""
    grad = []
    for i in range(q.shape[0]):
        e = jnp.zeros_like(q).at[i].set(h)
        f_plus = float(f(q + e))  # expect: JXL104
        f_minus = float(f(q - e))  # expect: JXL104
        grad.append((f_plus - f_minus) / (2.0 * h))
    return jnp.array(grad)
