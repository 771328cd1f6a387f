import jax


def rk4_solve(rhs, y0, params, dt, num_steps):
    """Classic fixed-step Runge-Kutta; returns the state at every step."""

    def body(carry, _):
        t, y = carry
        k1 = rhs(t, y, params)
        k2 = rhs(t + dt / 2, y + dt / 2 * k1, params)
        k3 = rhs(t + dt / 2, y + dt / 2 * k2, params)
        k4 = rhs(t + dt, y + dt * k3, params)
        y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return (t + dt, y), y

    _, ys = jax.lax.scan(body, (0.0, y0), None, length=num_steps)
    return ys
