def rk4_step(f, params, y, t, dt):
    k1 = f(params, y, t)
    k2 = f(params, y + 0.5 * dt * k1, t + 0.5 * dt)
    k3 = f(params, y + 0.5 * dt * k2, t + 0.5 * dt)
    k4 = f(params, y + dt * k3, t + dt)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def odeint_rk4(f, params, y0, t0=0.0, t1=1.0, num_steps=8):
    """Fixed-step RK4 from t0 to t1; differentiable end to end by jax.grad."""
    dt = (t1 - t0) / num_steps
    y = y0
    for i in range(num_steps):
        y = rk4_step(f, params, y, t0 + i * dt, dt)
    return y
