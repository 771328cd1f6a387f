import jax


def rk4_step(derivatives, state, control, dt):
    k1 = derivatives(state, control)
    k2 = derivatives(state + 0.5 * dt * k1, control)
    k3 = derivatives(state + 0.5 * dt * k2, control)
    k4 = derivatives(state + dt * k3, control)
    return state + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def simulate(system, initial_state, controls, dt):
    def body(state, force):
        next_state = rk4_step(system.derivatives, state, force, dt)
        return next_state, next_state

    _, states = jax.lax.scan(body, initial_state, controls)
    return states
