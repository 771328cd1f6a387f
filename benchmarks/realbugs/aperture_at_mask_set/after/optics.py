import jax
import jax.numpy as jnp

from geometry import filled_circle


class CircularAperture:
    def __init__(self, radius, npix=32, pixelscale=0.1):
        self.radius = radius
        self.npix = npix
        self.pixelscale = pixelscale

    def coordinates(self):
        c = (jnp.arange(self.npix) - self.npix / 2) * self.pixelscale
        return jnp.meshgrid(c, c)

    def transmission(self):
        x, y = self.coordinates()
        return filled_circle((self.npix, self.npix), self.radius, x, y)


@jax.jit
def throughput(radius):
    return jnp.sum(CircularAperture(radius).transmission())


loss_grad = jax.grad(lambda r: (throughput(r) - 100.0) ** 2)
