import jax
import jax.numpy as jnp


def synthetic_ecg(key, bpm=72.0, seconds=10.0, fs=360):
    """R waves as narrow Gaussians, plus baseline wander and measurement noise."""
    t = jnp.arange(int(seconds * fs)) / fs
    beats = jnp.arange(0.3, seconds, 60.0 / bpm)
    r_waves = jnp.exp(-((t[:, None] - beats[None, :]) / 0.012) ** 2).sum(axis=1)
    wander = 0.3 * jnp.sin(2 * jnp.pi * 0.2 * t)
    noise = 0.03 * jax.random.normal(key, t.shape)
    return r_waves + wander + noise
