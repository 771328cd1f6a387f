import jax.numpy as jnp


class LensImage:
    """Sersic source seen through a singular isothermal sphere lens, on a square pixel grid."""

    def __init__(self, noise, pixel_size=0.08):
        self.noise = noise
        nx, ny = noise.shape
        coords = (jnp.arange(nx) - (nx - 1) / 2) * pixel_size
        self.x, self.y = jnp.meshgrid(coords, coords)

    def source_surface_brightness(self, x, y, kwargs):
        r = jnp.sqrt((x - kwargs["center_x"]) ** 2 + (y - kwargs["center_y"]) ** 2 + 1e-8)
        return kwargs["amp"] * jnp.exp(-7.67 * ((r / kwargs["R_sersic"]) ** (1 / kwargs["n_sersic"]) - 1))

    def model(self, kwargs):
        r = jnp.sqrt(self.x ** 2 + self.y ** 2 + 1e-8)
        beta_x = self.x - kwargs["theta_E"] * self.x / r
        beta_y = self.y - kwargs["theta_E"] * self.y / r
        return self.source_surface_brightness(beta_x, beta_y, kwargs)

    def simulation(self, kwargs, key, add_poisson=True, add_gaussian=True):
        model = self.model(kwargs)
        return model + self.noise.realisation(model, key, add_poisson, add_gaussian)
