from functools import partial

import jax
import jax.numpy as jnp


def lorenz96(state, forcing):
    return (jnp.roll(state, -1) - jnp.roll(state, 2)) * jnp.roll(state, 1) - state + forcing


@partial(jax.jit, static_argnames=("config",))
def forecast(state, forcing, config):
    def rk4(_, x):
        dt = config.dt
        k1 = lorenz96(x, forcing)
        k2 = lorenz96(x + 0.5 * dt * k1, forcing)
        k3 = lorenz96(x + 0.5 * dt * k2, forcing)
        k4 = lorenz96(x + dt * k3, forcing)
        return x + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)

    return jax.lax.fori_loop(0, config.num_steps, rk4, state)
