import jax
import jax.numpy as jnp


def point_mass_acceleration(x, gm):
    r = jnp.linalg.norm(x)
    return -gm * x / r ** 3


def leapfrog(x, v, dt, n_steps, acceleration):
    def step(carry, _):
        x, v = carry
        v_half = v + 0.5 * dt * acceleration(x, v)
        x = x + dt * v_half
        v = v_half + 0.5 * dt * acceleration(x, v_half)
        return (x, v), x

    (x, v), path = jax.lax.scan(step, (x, v), None, length=n_steps)
    return x, v, path
