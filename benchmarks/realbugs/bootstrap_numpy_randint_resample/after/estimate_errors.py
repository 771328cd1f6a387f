from functools import partial

import jax

from resample import Bootstrap
from resample.statistics import median_absolute_deviation, trimmed_mean


def main():
    data = jax.random.t(jax.random.PRNGKey(42), 3.0, (400,))
    results = {}
    for name, statistic in [("trimmed_mean", partial(trimmed_mean, fraction=0.1)),
                            ("mad", median_absolute_deviation)]:
        bootstrap = Bootstrap(statistic, n_resamples=500, seed=7)
        error, _ = bootstrap.standard_error(data)
        low, high = bootstrap.percentile_interval(data, 0.9)
        results[name] = (float(error), float(low), float(high))
    return results


if __name__ == "__main__":
    for name, (error, low, high) in main().items():
        print(f"{name}: se={error:.4f} 90% CI=({low:.3f}, {high:.3f})")
