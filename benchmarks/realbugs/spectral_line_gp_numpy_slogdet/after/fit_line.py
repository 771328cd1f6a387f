import jax.numpy as jnp
import numpy as np

from specfit.fitter import GradientAscent
from specfit.kernels import SquaredExponential
from specfit.likelihood import EmissionLineLikelihood


def synthetic_spectrum(seed=0):
    rng = np.random.default_rng(seed)
    wavelengths = np.linspace(6550.0, 6575.0, 60)
    line = 1.0 + 0.8 * np.exp(-0.5 * ((wavelengths - 6563.0) / 1.2) ** 2)
    return jnp.asarray(wavelengths), jnp.asarray(line + 0.02 * rng.standard_normal(60))


def main(num_steps=40):
    wavelengths, flux = synthetic_spectrum()
    likelihood = EmissionLineLikelihood(wavelengths, flux, SquaredExponential(wavelengths))
    params = {"continuum": 1.0, "amplitude": 0.5, "center": 6562.5, "log_width": 0.0,
              "log_amp": -3.0, "log_scale": 0.0}
    params = {name: jnp.asarray(value) for name, value in params.items()}
    return GradientAscent(likelihood, learning_rate=1e-5).fit(params, num_steps)


if __name__ == "__main__":
    params, history = main()
    print(history[0], history[-1])
