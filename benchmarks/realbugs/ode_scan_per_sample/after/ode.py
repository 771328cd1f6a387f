import jax
import jax.numpy as jnp
from jax import lax


def _logistic_step(params, y, dt):
    rate = params["k"] * y * (1.0 - y / params["capacity"])
    y_next = y + dt * rate
    return y_next, y_next


@jax.jit
def integrate(y0, ts, params):
    _, ys = lax.scan(lambda y, dt: _logistic_step(params, y, dt), y0, jnp.diff(ts))
    return jnp.concatenate([y0[None], ys])
