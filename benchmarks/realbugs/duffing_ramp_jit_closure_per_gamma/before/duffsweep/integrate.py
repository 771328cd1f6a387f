import jax


def rk4_period(rhs, y0, dt, n_steps):
    """Advance the state by n_steps RK4 steps from t = 0 (one forcing period when n_steps * dt = 2 pi / omega)."""

    def step(i, y):
        t = i * dt
        k1 = rhs(t, y)
        k2 = rhs(t + 0.5 * dt, y + 0.5 * dt * k1)
        k3 = rhs(t + 0.5 * dt, y + 0.5 * dt * k2)
        k4 = rhs(t + dt, y + dt * k3)
        return y + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)

    return jax.lax.fori_loop(0, n_steps, step, y0)
