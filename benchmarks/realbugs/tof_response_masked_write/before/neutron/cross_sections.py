import jax.numpy as jnp


def reaction_cross_section(energy, threshold=2.0, peak=14.0, width=3.0):
    """A smooth model cross section in barns, zero below the reaction threshold (MeV)."""
    sigma = jnp.exp(-0.5 * ((energy - peak) / width) ** 2)
    sigma[energy < threshold] = 0.0  # expect: JXL301
    return sigma
