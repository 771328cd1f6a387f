import jax
import jax.numpy as jnp


def conjugate_gradient(matvec, b, x0, tol, maxiter, history):
    r0 = b - matvec(x0)

    def cond_fun(state):
        _, r, _, rs, k = state
        return (jnp.sqrt(rs) > tol) & (k < maxiter)

    def body_fun(state):
        x, r, p, rs, k = state
        ap = matvec(p)
        alpha = rs / jnp.vdot(p, ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = jnp.vdot(r, r)
        history.append(jnp.sqrt(rs_new))  # expect: JXL202
        p = r + (rs_new / rs) * p
        return x, r, p, rs_new, k + 1

    x, _, _, _, iterations = jax.lax.while_loop(cond_fun, body_fun, (x0, r0, r0, jnp.vdot(r0, r0), 0))
    return x, iterations
