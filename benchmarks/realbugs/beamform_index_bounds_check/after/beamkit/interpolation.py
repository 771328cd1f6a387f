import jax.numpy as jnp


def linear_interpolate(signal, positions):
    # Out-of-range positions are clamped to the signal's ends: a value check on traced indices cannot raise.
    positions = jnp.clip(positions, 0.0, signal.shape[-1] - 1.001)
    lower = jnp.floor(positions).astype(jnp.int32)
    frac = positions - lower
    return (1 - frac) * signal[..., lower] + frac * signal[..., lower + 1]
