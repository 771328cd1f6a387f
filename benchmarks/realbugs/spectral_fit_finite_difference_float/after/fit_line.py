import jax
import jax.numpy as jnp
import numpy as np

from linefit.hmc import HMC
from linefit.model import GaussianLine

TRUE_THETA = np.array([0.8, 6563.0, np.log(1.5)])


def synthetic_spectrum(seed=0, noise=0.05):
    rng = np.random.default_rng(seed)
    wavelengths = np.linspace(6550.0, 6576.0, 120)
    line = GaussianLine(wavelengths, np.zeros_like(wavelengths), noise)
    flux = np.asarray(line.predict(jnp.asarray(TRUE_THETA))) + noise * rng.standard_normal(wavelengths.size)
    return GaussianLine(wavelengths, flux, noise)


def main(num_samples=1500):
    model = synthetic_spectrum()
    sampler = HMC(model.log_density, step_size=0.01, num_leapfrog=10)
    start = jnp.array([0.5, 6562.0, 0.0])
    return sampler.run(start, jax.random.PRNGKey(0), num_samples)[500:]


if __name__ == "__main__":
    samples = main()
    print("posterior mean", samples.mean(axis=0))
