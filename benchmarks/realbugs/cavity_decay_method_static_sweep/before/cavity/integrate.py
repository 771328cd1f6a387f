from functools import partial

import jax
import jax.numpy as jnp


def _bs32_step(f, t, y, h):
    k1 = f(t, y)
    k2 = f(t + 0.5 * h, y + 0.5 * h * k1)
    k3 = f(t + 0.75 * h, y + 0.75 * h * k2)
    y_next = y + h * (2 * k1 + 3 * k2 + 4 * k3) / 9
    k4 = f(t + h, y_next)
    y_low = y + h * (7 * k1 / 24 + k2 / 4 + k3 / 3 + k4 / 8)
    return y_next, y_next - y_low


def adaptive_solve(f, y0, t_end, atol, rtol, max_steps):
    def cond(state):
        t, _, _, n = state
        return (t < t_end) & (n < max_steps)

    def body(state):
        t, y, h, n = state
        h = jnp.minimum(h, t_end - t)
        y_new, err = _bs32_step(f, t, y, h)
        scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
        ratio = jnp.sqrt(jnp.mean((err / scale) ** 2))
        accept = ratio <= 1.0
        factor = jnp.clip(0.9 * ratio ** (-1 / 3), 0.2, 5.0)
        return (jnp.where(accept, t + h, t), jnp.where(accept, y_new, y), h * factor, n + 1)

    _, y, _, n = jax.lax.while_loop(cond, body, (0.0, y0, 1e-3, 0))
    return y, n


def lindblad_populations(populations, rates):
    """Populations of a cascaded decay |n> -> |n-1> with rates[n]."""
    outflow = rates * populations
    return -outflow + jnp.concatenate([outflow[1:], jnp.zeros(1)])


@partial(jax.jit, static_argnames="method")
def solve_decay(populations0, rates, t_end, method):
    f = lambda t, p: lindblad_populations(p, rates)  # noqa: E731
    return adaptive_solve(f, populations0, t_end, method.atol, method.rtol, method.max_steps)
