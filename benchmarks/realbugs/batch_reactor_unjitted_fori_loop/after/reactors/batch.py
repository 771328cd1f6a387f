import functools

import jax

from reactors.kinetics import consecutive_rates


@functools.partial(jax.jit, static_argnames="n_steps")
def simulate_batch(c0, k, t_end, n_steps=2000):
    """Concentrations of A, B and C after t_end seconds in a well-mixed batch reactor (forward Euler)."""
    dt = t_end / n_steps

    def euler(_, c):
        return c + dt * consecutive_rates(c, k)

    return jax.lax.fori_loop(0, n_steps, euler, c0)
