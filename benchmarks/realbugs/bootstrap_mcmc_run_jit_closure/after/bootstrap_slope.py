import jax
import jax.numpy as jnp
import numpy as np

from bayesboot.mcmc import MCMC
from bayesboot.model import log_posterior


def setup(n_resamples):
    rng = np.random.default_rng(0)
    x = rng.uniform(0.0, 1.0, 50)
    y = 0.3 + 1.2 * x + rng.normal(scale=0.5, size=50)
    datasets = []
    for _ in range(n_resamples):
        idx = rng.integers(0, 50, 50)
        datasets.append((jnp.asarray(x[idx]), jnp.asarray(y[idx])))
    return MCMC(log_posterior, num_samples=1000), datasets


def main():
    mcmc, datasets = setup(n_resamples=5)
    slopes = []
    for i, data in enumerate(datasets):
        samples = mcmc.run(jax.random.PRNGKey(i), jnp.zeros(2), data)
        slopes.append(float(samples[500:, 1].mean()))
    print("bootstrap slopes:", np.round(slopes, 2))
    assert all(0.0 < s < 2.5 for s in slopes)


if __name__ == "__main__":
    main()
