import jax
import jax.numpy as jnp


def conjugate_gradient(matvec, b, x0, maxiter=20):
    """Conjugate gradients for a symmetric positive definite operator; also returns the residual norm of each step."""
    r = b - matvec(x0)

    def body(k, state):
        x, r, p, rs, history = state
        ap = matvec(p)
        alpha = rs / jnp.vdot(p, ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = jnp.vdot(r, r)
        p = r + (rs_new / rs) * p
        return x, r, p, rs_new, history.at[k].set(jnp.sqrt(rs_new))

    state = (x0, r, r, jnp.vdot(r, r), jnp.zeros(maxiter))
    x, _, _, _, history = jax.lax.fori_loop(0, maxiter, body, state)
    return x, history
