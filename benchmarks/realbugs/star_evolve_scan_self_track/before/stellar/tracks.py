import jax


def evolve_track(star, dt, n_steps):
    """Luminosity after each of n_steps steps of dt Gyr."""

    def step(carry, _):
        return carry, star.evolve(dt)

    _, luminosities = jax.lax.scan(step, None, None, length=n_steps)
    return luminosities
