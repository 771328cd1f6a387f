import jax.numpy as jnp


def check_array_bounds(indices, size):
    if jnp.any(indices < 0):  # expect: JXL101
        raise IndexError("negative sample index")
    if jnp.any(indices >= size - 1):  # expect: JXL101
        raise IndexError("sample index past the end of the signal")


def linear_interpolate(signal, positions):
    lower = jnp.floor(positions).astype(jnp.int32)
    check_array_bounds(lower, signal.shape[-1])
    frac = positions - lower
    return (1 - frac) * signal[..., lower] + frac * signal[..., lower + 1]
