import jax
import jax.numpy as jnp

N_POP = 10_000.0
I0 = 10.0


def sir_rhs(y, beta, gamma, n):
    """dS/dt, dI/dt, dR/dt with frequency-dependent transmission."""
    susc, infect, _ = y
    force = beta * susc * infect / n
    return jnp.stack([-force, force - gamma * infect, gamma * infect])


def rk4_day(y, beta, gamma, n, substeps=4):
    h = 1.0 / substeps
    for _ in range(substeps):
        k1 = sir_rhs(y, beta, gamma, n)
        k2 = sir_rhs(y + 0.5 * h * k1, beta, gamma, n)
        k3 = sir_rhs(y + 0.5 * h * k2, beta, gamma, n)
        k4 = sir_rhs(y + h * k3, beta, gamma, n)
        y = y + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
    return y


def simulate(beta, gamma, days, n=N_POP, i0=I0):
    """Compartments at the end of each day 0..days."""
    y0 = jnp.array([n - i0, i0, 0.0])

    def step(y, _):
        y_next = rk4_day(y, beta, gamma, n)
        return y_next, y_next

    _, ys = jax.lax.scan(step, y0, None, length=days)
    return jnp.concatenate([y0[None], ys])
