"""Likelihood of measured time delays between the images of a lensed quasar, compiled for the sampler.

The image positions are inputs too: the sampler varies them within their astrometric errors."""

import jax
import jax.numpy as jnp

from lensing.mass_model import MassModel

MASS_MODEL = MassModel(["SIS", "SHEAR"])
X_IMAGES = jnp.array([1.1, -0.9, 0.2, -0.3])
Y_IMAGES = jnp.array([0.3, -0.2, 1.05, -0.95])
MEASURED_DELAYS = jnp.array([0.0, 0.21, -0.05, 0.17])
DELAY_ERRORS = jnp.array([0.05, 0.05, 0.05, 0.05])


def log_likelihood(params, x_images, y_images):
    kwargs = [
        {"theta_E": params[0], "center_x": params[1], "center_y": params[2]},
        {"gamma1": params[3], "gamma2": params[4]},
    ]
    fermat = MASS_MODEL.fermat_potential(x_images, y_images, kwargs)
    delays = params[5] * (fermat - fermat[0])
    return -0.5 * jnp.sum(((delays - MEASURED_DELAYS) / DELAY_ERRORS) ** 2)


log_likelihood_jit = jax.jit(log_likelihood)


def main():
    params = jnp.array([1.0, 0.02, -0.01, 0.03, -0.02, 1.5])
    value = log_likelihood_jit(params, X_IMAGES, Y_IMAGES)
    return value, jax.jit(jax.grad(log_likelihood))(params, X_IMAGES, Y_IMAGES)


if __name__ == "__main__":
    print(main())
