"""Example: clean a synthetic ECG-like trace with the library's filters, jitted by the caller."""

import jax
import jax.numpy as jnp

import spectrolib

RATE = 250.0


def synthetic_trace(seconds=4.0):
    t = jnp.arange(int(seconds * RATE)) / RATE
    heart = jnp.sin(2 * jnp.pi * 1.2 * t) ** 15
    mains = 0.3 * jnp.sin(2 * jnp.pi * 50.0 * t)
    drift = 0.5 * jnp.sin(2 * jnp.pi * 0.1 * t)
    return heart + mains + drift


@jax.jit
def clean(signal):
    without_mains = spectrolib.notch(signal, RATE, 48.0, 52.0)
    return spectrolib.bandpass(without_mains, RATE, 0.5, 40.0)


def main():
    return clean(synthetic_trace())


if __name__ == "__main__":
    print(main()[:5])
