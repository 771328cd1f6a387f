import math


def rk2_step(f, y, t, dt, params):
    k1 = f(y, t, params)
    k2 = f(y + dt * k1, t + dt, params)
    return y + 0.5 * dt * (k1 + k2)


def solve(f, y0, t_span, dt, params):
    """Integrate dy/dt = f(y, t, params) over t_span (Python floats: the step count follows from it)."""
    t_start, t_end = float(t_span[0]), float(t_span[1])
    n_steps = math.ceil((t_end - t_start) / dt)
    h = (t_end - t_start) / n_steps
    y = y0
    for i in range(n_steps):
        y = rk2_step(f, y, t_start + i * h, h, params)
    return y
