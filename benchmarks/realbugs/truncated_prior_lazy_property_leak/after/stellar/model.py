import jax
import jax.numpy as jnp

from stellar.priors import PRIORS


def luminosity(mass, age, metallicity):
    return mass ** 3.5 * (1.0 + 0.05 * age) * jnp.exp(-metallicity)


def log_posterior(theta, observed_luminosity, sigma=0.3):
    mass, age, metallicity = theta
    log_prior = (PRIORS["mass"].log_prob(mass) + PRIORS["age"].log_prob(age)
                 + PRIORS["metallicity"].log_prob(metallicity))
    residual = (jnp.log(luminosity(mass, age, metallicity)) - jnp.log(observed_luminosity)) / sigma
    return log_prior - 0.5 * residual ** 2


log_posterior_jit = jax.jit(log_posterior)
grad_log_posterior = jax.jit(jax.grad(log_posterior))
