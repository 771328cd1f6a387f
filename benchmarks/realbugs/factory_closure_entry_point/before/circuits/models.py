import jax.numpy as jnp


def make_ring_model(n_points):
    def ring(wavelength, radius):
        n_round_trips = int(radius / wavelength)  # expect: JXL104
        phase = 2 * jnp.pi * radius / wavelength
        return jnp.abs(jnp.sum(jnp.exp(1j * phase * jnp.arange(n_points)))) / n_round_trips

    return ring
