import jax
import numpy as np

from resampling.interval import PercentileBootstrap

BOOTSTRAP = PercentileBootstrap()


def main(seed=42):
    data = 10.0 + 2.0 * jax.random.normal(jax.random.PRNGKey(0), (100,))
    np.random.seed(seed)
    low, high = BOOTSTRAP(data)
    print(f"95% bootstrap CI of the mean: ({float(low):.4f}, {float(high):.4f})")
    return float(low), float(high)
