import jax.numpy as jnp


def rk2_step(f, y, t, dt, params):
    k1 = f(y, t, params)
    k2 = f(y + dt * k1, t + dt, params)
    return y + 0.5 * dt * (k1 + k2)


def solve(f, y0, t_span, dt, params):
    """Integrate dy/dt = f(y, t, params) over t_span with steps of about dt; returns the state at the end."""
    t_start, t_end = t_span[0], t_span[1]
    n_steps = jnp.ceil((t_end - t_start) / dt).astype(int)
    h = (t_end - t_start) / n_steps
    y = y0
    for i in range(n_steps):  # expect: JXL105
        y = rk2_step(f, y, t_start + i * h, h, params)
    return y
