import jax
import jax.numpy as jnp


def sir_rhs(y, beta, gamma, population):
    s, i, r = y
    infections = beta * s * i / population
    return jnp.stack([-infections, infections - gamma * i, gamma * i])


def rk4_solve(y0, beta, gamma, population, dt, num_steps):
    def step(y, _):
        k1 = sir_rhs(y, beta, gamma, population)
        k2 = sir_rhs(y + 0.5 * dt * k1, beta, gamma, population)
        k3 = sir_rhs(y + 0.5 * dt * k2, beta, gamma, population)
        k4 = sir_rhs(y + dt * k3, beta, gamma, population)
        y_next = y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y_next, y_next

    _, ys = jax.lax.scan(step, y0, None, length=num_steps)
    return jnp.concatenate([y0[None], ys])
