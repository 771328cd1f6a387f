import jax.numpy as jnp
import numpy as np

from starspot.fit import fit_hyperparameters
from starspot.gp import GaussianProcess
from starspot.kernels import Matern32


def merged_light_curve(seed=2):
    """Two telescopes observing on the same nights: every epoch appears twice."""
    rng = np.random.default_rng(seed)
    nights = np.sort(rng.uniform(0.0, 30.0, 40))
    times = np.concatenate([nights, nights])
    flux = 1.0 + 0.01 * np.sin(2 * np.pi * times / 7.3) + 0.002 * rng.standard_normal(times.shape)
    return jnp.asarray(times), jnp.asarray(flux), jnp.full(times.shape, 0.002)


def main():
    times, flux, flux_err = merged_light_curve()
    gp = GaussianProcess(Matern32(), times, flux, flux_err)
    params = {"mean": jnp.asarray(1.0), "log_amp": jnp.log(0.01), "log_scale": jnp.log(3.0),
              "log_jitter": jnp.log(1e-3)}
    return fit_hyperparameters(gp, params, learning_rate=1e-6, num_steps=30)


if __name__ == "__main__":
    params, values = main()
    print(values[0], values[-1])
