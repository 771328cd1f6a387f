import equinox as eqx
import jax
import jax.numpy as jnp


class Scene(eqx.Module):
    """Point sources with free amplitudes and fixed positions on a small image grid."""

    amplitudes: jax.Array
    centers: jax.Array
    width: float
    step: int

    def render(self, shape):
        yy, xx = jnp.mgrid[: shape[0], : shape[1]]
        dy = yy[None] - self.centers[:, 0, None, None]
        dx = xx[None] - self.centers[:, 1, None, None]
        profiles = jnp.exp(-0.5 * (dx ** 2 + dy ** 2) / self.width ** 2)
        return jnp.tensordot(self.amplitudes, profiles, axes=1)


def init_scene(centers, width=1.5):
    centers = jnp.asarray(centers, dtype=jnp.float32)
    return Scene(amplitudes=jnp.ones(centers.shape[0]), centers=centers, width=width, step=0)
