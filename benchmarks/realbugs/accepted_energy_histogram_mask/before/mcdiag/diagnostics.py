import jax.numpy as jnp


def accepted_energy_histogram(energies, accepted, edges):
    """Histogram of the energies of accepted proposals, normalised to a density."""
    kept = energies[accepted]  # expect: JXL107
    counts, _ = jnp.histogram(kept, bins=edges)
    return counts / jnp.maximum(jnp.sum(counts), 1)


def acceptance_rate(accepted):
    return jnp.mean(accepted)
