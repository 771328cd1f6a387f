"""Band powers of a few synthetic EEG epochs with a strong 10 Hz rhythm."""

import jax
import jax.numpy as jnp

from eegband import band_power


def main(num_epochs=2):
    time = jnp.arange(64) / 128.0
    keys = jax.random.split(jax.random.PRNGKey(0), num_epochs)
    epochs = [jnp.sin(2 * jnp.pi * 10.0 * time) + 0.2 * jax.random.normal(key, (64,)) for key in keys]
    return [band_power(epoch) for epoch in epochs]


if __name__ == "__main__":
    print(main())
