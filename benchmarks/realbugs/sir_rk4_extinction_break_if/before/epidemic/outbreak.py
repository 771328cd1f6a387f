import functools

import jax

from epidemic.sir import rk4_step


@functools.partial(jax.jit, static_argnames=("n_days", "steps_per_day"))
def final_size(state, params, n_days=300, steps_per_day=2, extinction=1.0):
    """Integrate the outbreak until it dies out (fewer than `extinction` infected) or n_days have passed."""
    h = 1.0 / steps_per_day
    for _ in range(n_days * steps_per_day):
        state = rk4_step(state, params, h)
        if state[1] < extinction:  # expect: JXL101
            break
    return state
