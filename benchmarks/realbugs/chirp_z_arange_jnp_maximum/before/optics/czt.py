"""Chirp z-transform (Bluestein's algorithm): m samples of the z-transform along a spiral a * w**-k."""

import jax.numpy as jnp


def czt(x, m=None, w=None, a=1.0 + 0j):
    n = x.shape[-1]
    m = n if m is None else m
    w = jnp.exp(-2j * jnp.pi / m) if w is None else w
    k = jnp.arange(jnp.maximum(m, n))  # expect: JXL106
    chirp = w ** (k ** 2 / 2)
    length = 1 << (n + m - 2).bit_length()
    y = x * a ** -jnp.arange(n) * chirp[:n]
    fy = jnp.fft.fft(y, length)
    v = jnp.zeros(length, dtype=chirp.dtype)
    v = v.at[:m].set(1 / chirp[:m])
    v = v.at[length - n + 1:].set(1 / chirp[1:n][::-1])
    g = jnp.fft.ifft(fy * jnp.fft.fft(v))
    return g[..., :m] * chirp[:m]
