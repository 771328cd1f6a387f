import jax.numpy as jnp
from jax import lax


def _euler_step(vector_field, t, y, dt, args):
    return y + dt * vector_field(t, y, args)


def diffeqsolve(vector_field, t0, t1, dt0, y0, args=None, max_steps=4096):
    """Integrate dy/dt = vector_field(t, y, args) from t0 to t1 in Euler steps of dt0, at most max_steps of them."""
    if max_steps == 1:
        return _euler_step(vector_field, t0, y0, dt0, args)
    num_steps = jnp.minimum(jnp.round((t1 - t0) / dt0), max_steps).astype(jnp.int32)

    def body(i, y):
        return _euler_step(vector_field, t0 + i * dt0, y, dt0, args)

    return lax.fori_loop(0, num_steps, body, y0)
