import jax

from epimodel.rhs import sir_rhs


def rk4_step(state, dt, beta, gamma):
    k1 = sir_rhs(state, beta, gamma)
    k2 = sir_rhs(state + 0.5 * dt * k1, beta, gamma)
    k3 = sir_rhs(state + 0.5 * dt * k2, beta, gamma)
    k4 = sir_rhs(state + dt * k3, beta, gamma)
    return state + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


RHS_PER_STEP = 4


def integrate(state0, beta, gamma, dt, n_steps):
    """Final state and the number of right-hand-side evaluations, counted in the loop carry."""

    def body(_, carry):
        state, evaluations = carry
        return rk4_step(state, dt, beta, gamma), evaluations + RHS_PER_STEP

    return jax.lax.fori_loop(0, n_steps, body, (state0, 0))
