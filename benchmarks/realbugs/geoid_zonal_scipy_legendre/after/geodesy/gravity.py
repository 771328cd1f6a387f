import jax.numpy as jnp

GM_EARTH = 3.986004418e14
R_EARTH = 6.3781363e6


def legendre(degree, x):
    """P_n(x) by Bonnet's recursion, traceable for a static degree."""
    p_prev, p = jnp.ones_like(x), x
    for n in range(1, degree):
        p_prev, p = p, ((2 * n + 1) * x * p - n * p_prev) / (n + 1)
    return p


class ZonalGravityField:
    """Geopotential truncated to the zonal harmonics J2..Jn."""

    def __init__(self, zonal_coefficients):
        self.zonal = zonal_coefficients

    def potential(self, position):
        r = jnp.linalg.norm(position)
        sin_lat = position[2] / r
        total = 1.0
        for degree, j_n in self.zonal.items():
            p_n = legendre(degree, sin_lat)
            total = total - j_n * (R_EARTH / r) ** degree * p_n
        return -GM_EARTH / r * total
