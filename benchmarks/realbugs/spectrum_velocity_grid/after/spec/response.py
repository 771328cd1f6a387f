import jax.numpy as jnp


def rotation_kernel(vr_array, vsini, u1, u2):
    x = jnp.clip(vr_array / vsini, -1.0, 1.0)
    kernel = (1 - u1 - u2) * jnp.sqrt(1 - x**2) + (u1 + 2 * u2) * (1 - x**2) * jnp.pi / 4
    return kernel / jnp.sum(kernel)


def rigid_rotation(vr_array, flux, vsini, u1, u2):
    return jnp.convolve(flux, rotation_kernel(vr_array, vsini, u1, u2), mode="same")
