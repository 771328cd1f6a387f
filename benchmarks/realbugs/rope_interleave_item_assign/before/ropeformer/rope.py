import jax.numpy as jnp


def rope_tables(seq_len, head_dim, base=10000.0):
    half = head_dim // 2
    inv_freq = 1.0 / base ** (jnp.arange(half) * 2 / head_dim)
    angles = jnp.arange(seq_len)[:, None] * inv_freq[None, :]
    return jnp.cos(angles), jnp.sin(angles)


def apply_rope(x, cos, sin):
    """Rotate consecutive feature pairs (x[2i], x[2i+1]) of x (..., T, head_dim) by position-dependent angles."""
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = jnp.zeros_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin  # expect: JXL301
    out[..., 1::2] = x_even * sin + x_odd * cos  # expect: JXL301
    return out
