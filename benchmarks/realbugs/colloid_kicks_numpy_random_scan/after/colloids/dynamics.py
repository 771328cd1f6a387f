from functools import partial

import jax
import jax.numpy as jnp

from colloids.noise import thermal_kick


def brownian_step(force_fn, x, key, kT, gamma, dt):
    return x + dt * force_fn(x) / gamma + thermal_kick(key, x.shape, kT, gamma, dt)


def trajectory(force_fn, x0, key, n_steps, kT=1.0, gamma=1.0, dt=0.01):
    def body(x, step_key):
        x = brownian_step(force_fn, x, step_key, kT, gamma, dt)
        return x, x

    _, xs = jax.lax.scan(body, x0, jax.random.split(key, n_steps))
    return jnp.concatenate([x0[None], xs])


def make_simulator(force_fn, n_steps, **params):
    return jax.jit(partial(trajectory, force_fn, n_steps=n_steps, **params))
