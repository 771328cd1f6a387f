import jax
import jax.numpy as jnp
import numpy as np


def _expand_bounds(G, h, lb, ub):
    """Fold finite box bounds into the inequality rows G x <= h."""
    n = G.shape[1]
    # The bounds only choose which constant rows to add: read them on the host, where a jnp constant is no tracer.
    lb, ub = np.asarray(lb), np.asarray(ub)
    rows, rhs = [G], [h]
    for i in range(n):
        if np.isfinite(float(ub[i])):
            rows.append(np.eye(n)[i][None, :])
            rhs.append(jnp.atleast_1d(ub[i]))
        if np.isfinite(float(lb[i])):
            rows.append(-np.eye(n)[i][None, :])
            rhs.append(jnp.atleast_1d(-lb[i]))
    return jnp.concatenate(rows), jnp.concatenate(rhs)


def solve_qp(Q, c, G, h, lb, ub, iters=300, lr=0.05, rho=20.0):
    A, b = _expand_bounds(G, h, lb, ub)

    def step(x, _):
        grad = Q @ x + c + rho * A.T @ jnp.maximum(A @ x - b, 0.0)
        return x - lr * grad, None

    x, _ = jax.lax.scan(step, jnp.zeros(Q.shape[0]), None, length=iters)
    return x
