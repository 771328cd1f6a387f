import jax
import jax.numpy as jnp

from bbfit.physics import normalised_sed


def chi_square(params, wavelength, flux, flux_err):
    log_amplitude, log_temperature = params
    model = jnp.exp(log_amplitude) * normalised_sed(wavelength, jnp.exp(log_temperature))
    return jnp.sum(((flux - model) / flux_err) ** 2)


def fit_blackbody(params, wavelength, flux, flux_err, learning_rate, n_steps):
    loss_and_grad = jax.jit(jax.value_and_grad(chi_square))
    for _ in range(n_steps):
        loss, grad = loss_and_grad(params, wavelength, flux, flux_err)
        params = params - learning_rate * grad
    return params, loss
