from functools import partial

import jax


def rk4_step(u, rhs, h, t):
    a = rhs(u, t)
    b = rhs(u + a * h / 2, t + h / 2)
    c = rhs(u + b * h / 2, t + h / 2)
    d = rhs(u + c * h, t + h)
    return u + h * (a + 2 * b + 2 * c + d) / 6


@partial(jax.jit, static_argnums=(1, 2))
def integrate(u0, rhs, n_steps, t0, t1):
    """Fixed-step RK4 from t0 to t1; returns the states at every step."""
    h = (t1 - t0) / n_steps

    def body(carry, i):
        u = rk4_step(carry, rhs, h, t0 + i * h)
        return u, u

    _, path = jax.lax.scan(body, u0, jax.numpy.arange(n_steps))
    return path
