"""Fixed-step RK4 over a trajectory, recording an observer at every step."""

import jax


def rk4_step(rhs, state, dt):
    k1 = rhs(state)
    k2 = rhs(state + 0.5 * dt * k1)
    k3 = rhs(state + 0.5 * dt * k2)
    k4 = rhs(state + dt * k3)
    return state + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def trajectory(rhs, observer, state, dt, num_steps):
    def body(current, _):
        following = rk4_step(rhs, current, dt)
        return following, observer(following)

    return jax.lax.scan(body, state, None, length=num_steps)
