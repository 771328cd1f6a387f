import jax.numpy as jnp

SAMPLE_RATE = 128.0
NUM_BINS = 33
FREQUENCIES = jnp.linspace(0.0, SAMPLE_RATE / 2, NUM_BINS)


def band_mask(low, high):
    return (FREQUENCIES >= low) & (FREQUENCIES < high)
