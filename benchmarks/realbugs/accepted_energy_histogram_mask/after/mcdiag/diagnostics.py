import jax.numpy as jnp


def accepted_energy_histogram(energies, accepted, edges):
    """Histogram of the energies of accepted proposals, normalised to a density."""
    counts, _ = jnp.histogram(energies, bins=edges, weights=accepted.astype(energies.dtype))
    return counts / jnp.maximum(jnp.sum(counts), 1)


def acceptance_rate(accepted):
    return jnp.mean(accepted)
