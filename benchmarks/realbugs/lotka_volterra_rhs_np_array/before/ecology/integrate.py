import functools

import jax


def rk4_step(f, t, y, h, *args):
    k1 = f(t, y, *args)
    k2 = f(t + 0.5 * h, y + 0.5 * h * k1, *args)
    k3 = f(t + 0.5 * h, y + 0.5 * h * k2, *args)
    k4 = f(t + h, y + h * k3, *args)
    return y + (h / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


@functools.partial(jax.jit, static_argnums=0)
def solve(f, y0, times, *args):
    """Classical Runge-Kutta on a uniform time grid; returns the state at every time."""
    h = times[1] - times[0]

    def step(y, t):
        y_next = rk4_step(f, t, y, h, *args)
        return y_next, y_next

    _, ys = jax.lax.scan(step, y0, times[:-1])
    return jax.numpy.concatenate([y0[None], ys])
