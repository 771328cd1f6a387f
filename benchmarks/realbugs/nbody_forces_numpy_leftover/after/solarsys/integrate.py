import functools

import jax

from solarsys.gravity import accelerations


def leapfrog_step(state, _, masses, dt):
    pos, vel = state
    vel = vel + 0.5 * dt * accelerations(pos, masses)
    pos = pos + dt * vel
    vel = vel + 0.5 * dt * accelerations(pos, masses)
    return (pos, vel), pos


@functools.partial(jax.jit, static_argnames=("n_steps",))
def integrate(pos, vel, masses, dt, n_steps):
    step = functools.partial(leapfrog_step, masses=masses, dt=dt)
    (pos, vel), trajectory = jax.lax.scan(step, (pos, vel), None, length=n_steps)
    return pos, vel, trajectory
