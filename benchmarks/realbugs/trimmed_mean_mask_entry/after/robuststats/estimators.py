import jax.numpy as jnp


def median_absolute_deviation(samples):
    return jnp.median(jnp.abs(samples - jnp.median(samples)))


def trimmed_mean(samples, num_mads):
    """Mean of the samples within `num_mads` median absolute deviations of the median."""
    median = jnp.median(samples)
    mad = median_absolute_deviation(samples)
    return jnp.mean(samples, where=jnp.abs(samples - median) <= num_mads * mad)
