import jax
import jax.numpy as jnp

from raylite import RadialProfiles, absorbed_fraction

rho = jnp.linspace(0.0, 1.0, 51)
base_density = 1.5 * (1.0 - rho ** 2) ** 0.7
temperature = 3.0 * (1.0 - rho ** 2) + 0.1


@jax.jit
def absorption_for_peak_density(peak):
    profiles = RadialProfiles(rho=rho, electron_density=peak * base_density / base_density[0],
                              electron_temperature=temperature)
    return absorbed_fraction(profiles)


def density_scan(peaks):
    return jnp.stack([absorption_for_peak_density(p) for p in peaks])
