import jax
import numpy as np

from cosmospec import power_spectrum


def measure(seed):
    delta = jax.random.normal(jax.random.PRNGKey(seed), (16, 16, 16))
    k, power = power_spectrum(delta)
    return np.asarray(k), np.asarray(power)


if __name__ == "__main__":
    print(measure(0))
