import jax.numpy as jnp


class HarbourModel:
    """Harmonic tide prediction with fitted amplitudes and phases per constituent."""

    def __init__(self, constituents, mean_level):
        self.constituents = constituents
        self.mean_level = mean_level

    def predict(self, t_hours, amplitudes, phases, damping):
        height = jnp.full_like(t_hours, self.mean_level)
        for i, constituent in enumerate(self.constituents):
            height = height + constituent.elevation(t_hours, amplitudes[i], phases[i], damping)
        return height

    def misfit(self, params, t_hours, observed):
        amplitudes, phases, damping = params
        return jnp.mean((self.predict(t_hours, amplitudes, phases, damping) - observed) ** 2)
