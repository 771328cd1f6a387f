import jax
import jax.numpy as jnp


def conjugate_gradient(matvec, b, x0, tol, maxiter):
    r0 = b - matvec(x0)

    def cond_fun(state):
        _, r, _, rs, k, _ = state
        return (jnp.sqrt(rs) > tol) & (k < maxiter)

    def body_fun(state):
        x, r, p, rs, k, history = state
        ap = matvec(p)
        alpha = rs / jnp.vdot(p, ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = jnp.vdot(r, r)
        history = history.at[k].set(jnp.sqrt(rs_new))
        p = r + (rs_new / rs) * p
        return x, r, p, rs_new, k + 1, history

    init = (x0, r0, r0, jnp.vdot(r0, r0), 0, jnp.full(maxiter, jnp.nan))
    x, _, _, _, iterations, history = jax.lax.while_loop(cond_fun, body_fun, init)
    return x, iterations, history
