import jax.numpy as jnp
from scipy import special

GM_EARTH = 3.986004418e14
R_EARTH = 6.3781363e6


class ZonalGravityField:
    """Geopotential truncated to the zonal harmonics J2..Jn."""

    def __init__(self, zonal_coefficients):
        self.zonal = zonal_coefficients

    def potential(self, position):
        r = jnp.linalg.norm(position)
        sin_lat = position[2] / r
        total = 1.0
        for degree, j_n in self.zonal.items():
            p_n = special.eval_legendre(degree, sin_lat)  # expect: JXL401
            total = total - j_n * (R_EARTH / r) ** degree * p_n
        return -GM_EARTH / r * total
