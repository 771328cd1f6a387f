import jax

from epimodel.rhs import sir_rhs


def rk4_step(state, dt, beta, gamma):
    k1 = sir_rhs(state, beta, gamma)
    k2 = sir_rhs(state + 0.5 * dt * k1, beta, gamma)
    k3 = sir_rhs(state + 0.5 * dt * k2, beta, gamma)
    k4 = sir_rhs(state + dt * k3, beta, gamma)
    return state + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def integrate(state0, beta, gamma, dt, n_steps):
    def body(_, state):
        return rk4_step(state, dt, beta, gamma)

    return jax.lax.fori_loop(0, n_steps, body, state0)
