import jax.numpy as jnp

from optics.czt import czt


def zoomed_spectrum(field, zoom: float, m: int):
    """The 1D spectrum of `field` on m points spanning 1/zoom of the full band, centred."""
    n = field.shape[-1]
    w = jnp.exp(-2j * jnp.pi / (n * zoom))
    a = jnp.exp(-1j * jnp.pi / zoom * (1 - 1 / m))
    return czt(field, m=m, w=w, a=a)


def psf_profile(aperture, zoom: float = 4.0, m: int = 64):
    return jnp.abs(zoomed_spectrum(aperture, zoom, m)) ** 2
