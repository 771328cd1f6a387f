import jax.numpy as jnp


def trimmed_mean(sample, fraction):
    low, high = jnp.quantile(sample, jnp.array([fraction, 1.0 - fraction]))
    kept = (sample >= low) & (sample <= high)
    return jnp.sum(jnp.where(kept, sample, 0.0)) / jnp.sum(kept)


def median_absolute_deviation(sample):
    return jnp.median(jnp.abs(sample - jnp.median(sample)))
