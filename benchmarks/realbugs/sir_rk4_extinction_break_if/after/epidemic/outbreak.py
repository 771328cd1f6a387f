import functools

import jax
import jax.numpy as jnp

from epidemic.sir import rk4_step


@functools.partial(jax.jit, static_argnames=("n_days", "steps_per_day"))
def final_size(state, params, n_days=300, steps_per_day=2, extinction=1.0):
    """Integrate the outbreak until it dies out (fewer than `extinction` infected) or n_days have passed."""
    h = 1.0 / steps_per_day

    def advance(_, state):
        # Once the outbreak has died out the state stays where it stopped, as the loop's `break` did.
        return jnp.where(state[1] < extinction, state, rk4_step(state, params, h))

    return jax.lax.fori_loop(0, n_days * steps_per_day, advance, state)
