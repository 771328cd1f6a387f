import jax.numpy as jnp


def mean_hit_energy(deposits):
    """Mean energy over the cells that registered a hit."""
    hits = deposits[deposits > 0]  # expect: JXL107
    return jnp.sum(hits) / hits.size


def shower_width(deposits, positions):
    total = jnp.sum(deposits)
    centre = jnp.sum(deposits * positions) / total
    return jnp.sqrt(jnp.sum(deposits * (positions - centre) ** 2) / total)
