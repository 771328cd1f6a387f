import jax.numpy as jnp

C_KM_S = 299792.458


class FlatLambdaCDM:
    """Luminosity distances from a comoving-distance table on a redshift grid, extended when asked beyond it."""

    def __init__(self, H0=67.7, Om0=0.31, max_z=0.5, n_grid=400):
        self.H0 = H0
        self.Om0 = Om0
        self.n_grid = n_grid
        self.extend(max_z)

    def extend(self, max_z):
        self.max_z = max_z
        self.zs = jnp.linspace(0.0, max_z, self.n_grid)
        inv_e = 1.0 / jnp.sqrt(self.Om0 * (1.0 + self.zs) ** 3 + 1.0 - self.Om0)
        steps = 0.5 * (inv_e[1:] + inv_e[:-1]) * (self.zs[1] - self.zs[0])
        self.dcs = C_KM_S / self.H0 * jnp.concatenate([jnp.zeros(1), jnp.cumsum(steps)])

    def luminosity_distance(self, z):
        if jnp.any(jnp.greater(z, self.max_z)):  # expect: JXL101
            self.extend(2.0 * jnp.max(z))
        return (1.0 + z) * jnp.interp(z, self.zs, self.dcs)
