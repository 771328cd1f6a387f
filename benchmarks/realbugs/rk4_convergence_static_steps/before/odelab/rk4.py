import functools

import jax


@functools.partial(jax.jit, static_argnames=("rhs", "n_steps"))
def rk4_solve(rhs, y0, t_end, n_steps):
    """Classical fourth-order Runge-Kutta from t = 0 to t_end in n_steps equal steps; the value at t_end."""
    h = t_end / n_steps

    def body(i, y):
        t = i * h
        k1 = rhs(t, y)
        k2 = rhs(t + 0.5 * h, y + 0.5 * h * k1)
        k3 = rhs(t + 0.5 * h, y + 0.5 * h * k2)
        k4 = rhs(t + h, y + h * k3)
        return y + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)

    return jax.lax.fori_loop(0, n_steps, body, y0)
