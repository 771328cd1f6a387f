import jax.numpy as jnp


class Star:
    """A main-sequence star in solar units: it brightens as it burns hydrogen, until it leaves the main sequence."""

    def __init__(self, mass):
        self.mass = mass
        self.age = 0.0  # Gyr
        self.track = []

    @property
    def main_sequence_lifetime(self):
        return 10.0 * self.mass ** -2.5

    def luminosity(self, age):
        burned = jnp.minimum(age / self.main_sequence_lifetime, 1.0)
        return self.mass ** 3.5 * (1.0 + 0.4 * burned)

    def evolve(self, age, dt):
        """Pure step for traced code: the new age and its luminosity; the caller records them."""
        age = age + dt
        return age, self.luminosity(age)
