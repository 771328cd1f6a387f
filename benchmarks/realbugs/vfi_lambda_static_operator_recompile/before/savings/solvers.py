import jax
import jax.numpy as jnp

from savings.operators import T, get_greedy


def successive_approx(T, x_0, tolerance, max_iter):
    def body_fun(k_x_err):
        k, x, error = k_x_err
        x_new = T(x)
        return k + 1, x_new, jnp.max(jnp.abs(x_new - x))

    def cond_fun(k_x_err):
        k, x, error = k_x_err
        return jnp.logical_and(error > tolerance, k < max_iter)

    k, x, error = jax.lax.while_loop(cond_fun, body_fun, (1, x_0, tolerance + 1))
    return x


successive_approx = jax.jit(successive_approx, static_argnums=(0,))


def value_iteration(model, tol):
    constants, sizes, arrays = model
    _T = lambda v: T(v, constants, sizes, arrays)  # noqa: E731
    v_star = successive_approx(_T, jnp.zeros(sizes), tol, 10_000)  # expect: JXL503
    return v_star, get_greedy(v_star, constants, sizes, arrays)
