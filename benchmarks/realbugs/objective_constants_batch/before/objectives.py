import jax.numpy as jnp


class QuasisymmetryBoozer:
    _static_attrs = ("surf_batch_size", "n_surfaces")

    def __init__(self, n_surfaces=4, surf_batch_size=1, weight=1.0):
        self.n_surfaces = n_surfaces
        self.surf_batch_size = surf_batch_size
        self.weight = weight
        self._constants = None

    def build(self):
        rho = jnp.linspace(0.2, 1.0, self.n_surfaces)
        self._constants = {"rho": rho, "surf_batch_size": self.surf_batch_size, "weight": self.weight}

    def compute(self, x, constants=None):
        if constants is None:
            constants = self._constants
        rho = constants["rho"]
        if constants["surf_batch_size"] > 1:  # expect: JXL101
            residual = jnp.concatenate([x * r for r in jnp.split(rho, self.n_surfaces // self.surf_batch_size)])
        else:
            residual = jnp.outer(rho, x).ravel()
        return constants["weight"] * residual
