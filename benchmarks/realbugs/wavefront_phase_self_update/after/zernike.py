import jax.numpy as jnp


def pupil_grid(npix):
    x = jnp.linspace(-1.0, 1.0, npix)
    return jnp.meshgrid(x, x)


def tip_tilt(npix, tip, tilt):
    xx, yy = pupil_grid(npix)
    return tip * xx + tilt * yy
