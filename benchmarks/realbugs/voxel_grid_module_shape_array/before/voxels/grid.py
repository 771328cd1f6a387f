import equinox as eqx
import jax
import jax.numpy as jnp


class VoxelGrid(eqx.Module):
    origin: jax.Array
    spacing: float
    resolution: jax.Array

    def __init__(self, origin, spacing, resolution):
        self.origin = jnp.asarray(origin, dtype=jnp.float32)
        self.spacing = spacing
        self.resolution = jnp.asarray(resolution, dtype=jnp.int32)

    def cell_index(self, points):
        cells = jnp.floor((points - self.origin) / self.spacing).astype(jnp.int32)
        return jnp.clip(cells, 0, self.resolution - 1)
