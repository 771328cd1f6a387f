import jax


def rk4_step(f, x, h):
    k1 = f(x)
    k2 = f(x + 0.5 * h * k1)
    k3 = f(x + 0.5 * h * k2)
    k4 = f(x + h * k3)
    return x + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def ode_flow(f, x0, dt, n_substeps):
    """Integrate dx/dt = f(x) from x0 over `dt` with `n_substeps` RK4 micro-steps."""
    h = dt / n_substeps

    def body(x, _):
        return rk4_step(f, x, h), None

    x_final, _ = jax.lax.scan(body, x0, None, length=n_substeps)
    return x_final
