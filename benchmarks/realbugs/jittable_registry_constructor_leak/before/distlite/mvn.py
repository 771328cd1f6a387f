import jax
import jax.numpy as jnp

from distlite.jittable import Jittable


class MultivariateNormalDiag(Jittable):
    def __init__(self, loc, scale_diag):
        super().__init__(loc=loc, scale_diag=scale_diag)
        self.loc = loc
        self.scale_diag = scale_diag

    def log_prob(self, value):
        z = (value - self.loc) / self.scale_diag
        return -0.5 * jnp.sum(z ** 2, axis=-1) - jnp.sum(jnp.log(self.scale_diag)) - 0.5 * z.shape[-1] * jnp.log(
            2 * jnp.pi)

    def sample(self, key, n):
        return self.loc + self.scale_diag * jax.random.normal(key, (n,) + self.loc.shape)
