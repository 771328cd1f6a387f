import jax.numpy as jnp
import numpy as np

from gauges.station import TideStation


def synthetic_record(num_days=60, seed=4):
    rng = np.random.default_rng(seed)
    hours = np.arange(24.0 * num_days)
    levels = (0.8 * np.cos(0.5059 * hours) + 0.3 * np.cos(0.5236 * hours + 1.0) + 0.2 * np.cos(0.2625 * hours)
              + 0.0005 * hours + 0.05 * rng.standard_normal(hours.shape))
    return jnp.asarray(hours), jnp.asarray(levels)


def main():
    hours, levels = synthetic_record()
    return TideStation("harbour").analyse(hours, levels)


if __name__ == "__main__":
    print({name: float(a) for name, a in main().items()})
