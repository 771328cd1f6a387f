import jax
import jax.numpy as jnp


def heun_euler_step(rhs, t, y, dt):
    """One Heun step with the embedded Euler step as error estimate."""
    k1 = rhs(t, y)
    k2 = rhs(t + dt, y + dt * k1)
    y_new = y + 0.5 * dt * (k1 + k2)
    error = 0.5 * dt * (k2 - k1)
    return y_new, error


def integrate(rhs, y0, t1, rtol, atol, dt0=0.01):
    """Adaptive integration of dy/dt = rhs(t, y) from t=0 to t1."""

    def cond(state):
        t, _, _ = state
        return t < t1

    def body(state):
        t, y, dt = state
        dt = jnp.minimum(dt, t1 - t)
        y_new, error = heun_euler_step(rhs, t, y, dt)
        scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
        norm = jnp.sqrt(jnp.mean((error / scale) ** 2))
        accept = norm <= 1.0
        factor = jnp.clip(0.9 * norm ** -0.5, 0.2, 5.0)
        t = jnp.where(accept, t + dt, t)
        y = jnp.where(accept, y_new, y)
        return t, y, dt * factor

    _, y, _ = jax.lax.while_loop(cond, body, (jnp.zeros(()), y0, jnp.asarray(dt0)))
    return y
