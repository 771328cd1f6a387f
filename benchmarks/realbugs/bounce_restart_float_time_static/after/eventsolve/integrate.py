"""Fixed-step RK4 that stops at the first step where a terminating condition holds."""

import equinox as eqx
import jax
import jax.numpy as jnp


def _rk4(field, t, y, dt, args):
    k1 = field(t, y, args)
    k2 = field(t + dt / 2, y + dt / 2 * k1, args)
    k3 = field(t + dt / 2, y + dt / 2 * k2, args)
    k4 = field(t + dt, y + dt * k3, args)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


@eqx.filter_jit
def integrate_to_event(field, event, y0, t0, t1, dt, args):
    """Integrate from t0 until `event(y)` holds or t1 is reached; return the stop time and state."""

    def keep_going(carry):
        t, y = carry
        return (t < t1) & ~event(y)

    def step(carry):
        t, y = carry
        return t + dt, _rk4(field, t, y, dt, args)

    return jax.lax.while_loop(keep_going, step, (jnp.asarray(t0, float), y0))
