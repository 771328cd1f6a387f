import jax.numpy as jnp


class LayeredEarth:
    """Layer-cake velocity model along depth, m/s; interfaces in metres."""

    def __init__(self, interfaces, velocities, dz=5.0, depth=1000.0):
        self.interfaces = interfaces
        self.velocities = velocities
        self.dz = dz
        self.nz = int(depth / dz) + 1

    def velocity(self):
        z = jnp.arange(self.nz) * self.dz
        v = jnp.full(self.nz, self.velocities[0])
        for top, speed in zip(self.interfaces, self.velocities[1:]):
            v = jnp.where(z >= top, speed, v)
        return v
