import jax
import jax.numpy as jnp

from orbits.physics import State, accelerations


def leapfrog_step(state, dt, masses):
    """Kick-drift-kick."""
    v_half = state.vel + 0.5 * dt * accelerations(state.pos, masses)
    pos = state.pos + dt * v_half
    vel = v_half + 0.5 * dt * accelerations(pos, masses)
    return State(pos, vel)


def integrate(state0, dt, n_steps, masses):
    def body(state, i):
        new_state = leapfrog_step(state, dt, masses)
        return new_state, ((i + 1) * dt, new_state.pos)

    final, (times, path) = jax.lax.scan(body, state0, jnp.arange(n_steps))
    return final, times, path
