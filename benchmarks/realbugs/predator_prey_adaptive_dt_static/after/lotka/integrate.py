from lotka.stepper import attempt


def integrate(y0, params, t_end, dt0, tol):
    """Adaptive step-size control: grow or shrink dt from the step-doubling error estimate."""
    t, y, dt = 0.0, y0, dt0
    accepted = 0
    while t < t_end:
        dt = min(dt, t_end - t)
        candidate, error = attempt(y, t, params, dt)
        error = float(error)
        if error <= tol:
            t, y = t + dt, candidate
            accepted += 1
        dt = dt * min(2.0, max(0.2, 0.9 * (tol / max(error, 1e-12)) ** 0.2))
    return y, accepted
