import jax.numpy as jnp


def mean_hit_energy(deposits):
    """Mean energy over the cells that registered a hit."""
    is_hit = deposits > 0
    return jnp.sum(deposits, where=is_hit) / jnp.sum(is_hit)


def shower_width(deposits, positions):
    total = jnp.sum(deposits)
    centre = jnp.sum(deposits * positions) / total
    return jnp.sqrt(jnp.sum(deposits * (positions - centre) ** 2) / total)
