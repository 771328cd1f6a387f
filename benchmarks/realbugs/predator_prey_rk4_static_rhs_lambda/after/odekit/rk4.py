from functools import partial

import jax


def rk4_step(u, rhs, args, h, t):
    a = rhs(u, t, *args)
    b = rhs(u + a * h / 2, t + h / 2, *args)
    c = rhs(u + b * h / 2, t + h / 2, *args)
    d = rhs(u + c * h, t + h, *args)
    return u + h * (a + 2 * b + 2 * c + d) / 6


@partial(jax.jit, static_argnums=(1, 3))
def integrate(u0, rhs, args, n_steps, t0, t1):
    """Fixed-step RK4 from t0 to t1; `rhs(u, t, *args)` with traced `args`; returns the states at every step."""
    h = (t1 - t0) / n_steps

    def body(carry, i):
        u = rk4_step(carry, rhs, args, h, t0 + i * h)
        return u, u

    _, path = jax.lax.scan(body, u0, jax.numpy.arange(n_steps))
    return path
