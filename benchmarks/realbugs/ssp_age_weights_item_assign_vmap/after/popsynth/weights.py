import jax.numpy as jnp


def age_weights(lg_age_table, lg_age):
    i = jnp.clip(jnp.searchsorted(lg_age_table, lg_age) - 1, 0, lg_age_table.shape[0] - 2)
    frac = (lg_age - lg_age_table[i]) / (lg_age_table[i + 1] - lg_age_table[i])
    frac = jnp.clip(frac, 0.0, 1.0)
    weights = jnp.zeros_like(lg_age_table)
    weights = weights.at[i].set(1.0 - frac)
    weights = weights.at[i + 1].set(frac)
    return weights
