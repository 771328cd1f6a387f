import jax.numpy as jnp


def make_ring_model(n_points):
    def ring(wavelength, radius):
        n_round_trips = jnp.floor(radius / wavelength)
        phase = 2 * jnp.pi * radius / wavelength
        return jnp.abs(jnp.sum(jnp.exp(1j * phase * jnp.arange(n_points)))) / n_round_trips

    return ring
