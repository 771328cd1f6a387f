import jax
import jax.numpy as jnp


def conjugate_gradient(matvec, b, x0, maxiter=20, callback=None):
    """Conjugate gradients for a symmetric positive definite operator; callback(k, residual_norm) after each step."""
    r = b - matvec(x0)

    def body(k, state):
        x, r, p, rs = state
        ap = matvec(p)
        alpha = rs / jnp.vdot(p, ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = jnp.vdot(r, r)
        p = r + (rs_new / rs) * p
        if callback is not None:
            callback(k, jnp.sqrt(rs_new))
        return x, r, p, rs_new

    x, _, _, _ = jax.lax.fori_loop(0, maxiter, body, (x0, r, r, jnp.vdot(r, r)))
    return x
