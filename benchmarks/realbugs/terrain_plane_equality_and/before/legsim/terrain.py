"""Ground models: a plane given by its height over the origin and its unit normal."""
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True, eq=False)
class PlaneGround:
    height: jax.Array
    normal: jax.Array

    @classmethod
    def build(cls, height=0.0, normal=(0.0, 0.0, 1.0)):
        normal = jnp.asarray(normal, dtype=float)
        return cls(height=jnp.asarray(height, dtype=float), normal=normal / jnp.linalg.norm(normal))

    def elevation(self, x, y):
        a, b, c = self.normal
        return self.height - (a * x + b * y) / c

    def __eq__(self, other):
        if not isinstance(other, PlaneGround):
            return NotImplemented
        return jnp.allclose(self.height, other.height) and jnp.allclose(self.normal, other.normal)  # expect: JXL103

    def __hash__(self):
        return hash(type(self))


FLAT_GROUND = PlaneGround.build()
