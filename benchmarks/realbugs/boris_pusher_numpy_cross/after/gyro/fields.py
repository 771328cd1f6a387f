import jax.numpy as jnp


class MagneticBottle:
    """Axisymmetric mirror field B = B0 (1 + (z/L)^2) along z, with the radial part that keeps div B = 0."""

    def __init__(self, b0, length):
        self.b0 = b0
        self.length = length

    def __call__(self, position):
        x, y, z = position
        bz = self.b0 * (1.0 + (z / self.length) ** 2)
        dbz_dz = 2.0 * self.b0 * z / self.length**2
        return jnp.array([-0.5 * x * dbz_dz, -0.5 * y * dbz_dz, bz])
