import equinox as eqx
import jax
import jax.numpy as jnp


class Scene(eqx.Module):
    """One Gaussian source: total flux, centre and width, rendered on a pixel grid."""

    flux: jax.Array
    center: jax.Array
    width: jax.Array

    def render(self, shape):
        yy, xx = jnp.mgrid[: shape[0], : shape[1]]
        r2 = (yy - self.center[0]) ** 2 + (xx - self.center[1]) ** 2
        profile = jnp.exp(-0.5 * r2 / self.width ** 2)
        return self.flux * profile / (2.0 * jnp.pi * self.width ** 2)
