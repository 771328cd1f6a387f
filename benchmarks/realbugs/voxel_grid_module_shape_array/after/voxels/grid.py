import equinox as eqx
import jax
import jax.numpy as jnp


class VoxelGrid(eqx.Module):
    origin: jax.Array
    spacing: float
    resolution: tuple = eqx.field(static=True)

    def __init__(self, origin, spacing, resolution):
        self.origin = jnp.asarray(origin, dtype=jnp.float32)
        self.spacing = spacing
        self.resolution = tuple(int(n) for n in resolution)

    def cell_index(self, points):
        cells = jnp.floor((points - self.origin) / self.spacing).astype(jnp.int32)
        return jnp.clip(cells, 0, jnp.asarray(self.resolution) - 1)
