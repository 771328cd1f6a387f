import jax
import jax.numpy as jnp

from .plates import plate


class AutoNormal:
    """Mean-field normal guide; each latent site lives in one plate of the model."""

    def __init__(self, site_plates, plate_sizes):
        self.site_plates = dict(site_plates)
        self.plate_sizes = dict(plate_sizes)
        self.plates = None

    def init_params(self):
        return {site: (jnp.zeros(self.plate_sizes[name]), jnp.full(self.plate_sizes[name], -1.0))
                for site, name in self.site_plates.items()}

    def _create_plates(self):
        if self.plates is None:
            self.plates = {name: plate(name, size) for name, size in self.plate_sizes.items()}  # expect: JXL202
        return self.plates

    def __call__(self, key, params):
        plates = self._create_plates()
        samples = {}
        for site, name in sorted(self.site_plates.items()):
            loc, log_scale = params[site]
            indices = plates[name]._indices
            key, subkey = jax.random.split(key)
            samples[site] = loc[indices] + jnp.exp(log_scale[indices]) * jax.random.normal(subkey, indices.shape)
        return samples

    def log_density(self, params, samples):
        total = 0.0
        for site in self.site_plates:
            loc, log_scale = params[site]
            total += jnp.sum(-0.5 * ((samples[site] - loc) / jnp.exp(log_scale)) ** 2 - log_scale)
        return total

    def median(self, params):
        plates = self._create_plates()
        return {site: params[site][0][plates[name]._indices] for site, name in self.site_plates.items()}
