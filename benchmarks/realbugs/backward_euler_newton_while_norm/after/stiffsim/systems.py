import jax.numpy as jnp


class DynamicalSystem:
    def rhs(self, t, y):
        raise NotImplementedError


class Robertson(DynamicalSystem):
    """Robertson's three-species autocatalytic kinetics, the classic stiff test problem."""

    def __init__(self, k1, k2, k3):
        self.k1 = k1
        self.k2 = k2
        self.k3 = k3

    def rhs(self, t, y):
        a, b, c = y[0], y[1], y[2]
        da = -self.k1 * a + self.k3 * b * c
        db = self.k1 * a - self.k3 * b * c - self.k2 * b * b
        dc = self.k2 * b * b
        return jnp.array([da, db, dc])
