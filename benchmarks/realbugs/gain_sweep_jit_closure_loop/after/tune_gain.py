"""Picks the amplifier gain whose clipped output power is closest to the target."""

import jax
import jax.numpy as jnp

from ampsweep import sweep_gains

GAINS = [0.5, 1.0, 2.0, 4.0, 8.0]


def main(target_power=0.5):
    signal = jnp.sin(jnp.linspace(0.0, 20.0, 256)) + 0.1 * jax.random.normal(jax.random.PRNGKey(0), (256,))
    powers = sweep_gains(signal, GAINS)
    return GAINS[int(jnp.argmin(jnp.abs(powers - target_power)))], signal


if __name__ == "__main__":
    print(main()[0])
