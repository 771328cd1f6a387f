import jax


def rk4(rhs, y0, t0, t1, num_steps, params):
    """Classical Runge-Kutta from t0 to t1, returning the whole trajectory."""
    dt = (t1 - t0) / num_steps

    def step(y, i):
        t = t0 + i * dt
        k1 = rhs(t, y, params)
        k2 = rhs(t + dt / 2, y + dt / 2 * k1, params)
        k3 = rhs(t + dt / 2, y + dt / 2 * k2, params)
        k4 = rhs(t + dt, y + dt * k3, params)
        y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y

    _, trajectory = jax.lax.scan(step, y0, jax.numpy.arange(num_steps))
    return trajectory
