import jax
import numpy as np


def evolve_track(star, dt, n_steps):
    """Luminosity after each of n_steps steps of dt Gyr."""

    def step(age, _):
        return star.evolve(age, dt)

    final_age, luminosities = jax.lax.scan(step, star.age, None, length=n_steps)
    star.age = float(final_age)
    star.track.extend(np.asarray(luminosities).tolist())
    return luminosities
