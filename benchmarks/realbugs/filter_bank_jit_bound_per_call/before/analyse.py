"""Band energies of a batch of recordings."""
import jax
import jax.numpy as jnp

from dsp import FilterBank

TAPS = [jnp.ones(5) / 5.0, jnp.array([1.0, -1.0]), jnp.array([1.0, -2.0, 1.0])]
BANK = FilterBank(TAPS)
SIGNALS = [jax.random.normal(k, (256,)) for k in jax.random.split(jax.random.PRNGKey(3), 4)]


def analyse(signals):
    return [BANK.band_energies(s) for s in signals]


if __name__ == "__main__":
    for energies in analyse(SIGNALS):
        print(energies)
