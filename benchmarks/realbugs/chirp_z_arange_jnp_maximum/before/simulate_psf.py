"""Point-spread profile of a slit aperture, magnified around the central peak."""

from functools import partial

import jax
import jax.numpy as jnp

from optics.propagation import psf_profile


@partial(jax.jit, static_argnames=("m",))
def normalised_psf(aperture, m=64):
    profile = psf_profile(aperture, zoom=4.0, m=m)
    return profile / profile.max()


def slit(n: int = 128, width: int = 16):
    x = jnp.arange(n)
    return jnp.where(jnp.abs(x - n // 2) < width // 2, 1.0, 0.0).astype(jnp.complex64)


if __name__ == "__main__":
    print(normalised_psf(slit())[:8])
