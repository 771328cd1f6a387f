import jax.numpy as jnp


def rusanov_flux(u_left, u_right):
    speed = jnp.maximum(jnp.abs(u_left), jnp.abs(u_right))
    return 0.25 * (u_left ** 2 + u_right ** 2) - 0.5 * speed * (u_right - u_left)
