from functools import partial

import jax
import jax.numpy as jnp


def rusanov_step(flux_fn, speed_fn, state, dt, dx):
    left, right = state[:, :-1], state[:, 1:]
    speed = speed_fn(state)
    interface = 0.5 * (flux_fn(left) + flux_fn(right)) - 0.5 * speed * (right - left)
    update = -(dt / dx) * (interface[:, 1:] - interface[:, :-1])
    return state.at[:, 1:-1].add(update)


def make_evolver(flux_fn, speed_fn, dt, dx, n_steps):
    step = partial(rusanov_step, flux_fn, speed_fn, dt=dt, dx=dx)

    @jax.jit
    def evolve(state):
        final, _ = jax.lax.scan(lambda s, _: (step(s), None), state, None, length=n_steps)
        return final

    return evolve
