import jax.numpy as jnp


class Robertson:
    """Robertson's stiff autocatalytic reaction system (species A, B, C)."""

    def __init__(self, k1=0.04, k2=3.0e7, k3=1.0e4):
        self.k1, self.k2, self.k3 = k1, k2, k3

    def __call__(self, y):
        a, b, c = y
        return jnp.array([
            -self.k1 * a + self.k3 * b * c,
            self.k1 * a - self.k3 * b * c - self.k2 * b**2,
            self.k2 * b**2,
        ])
