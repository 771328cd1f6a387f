import jax.numpy as jnp

from likelihood import GaussianFit


def gradient_descent(fit, start, steps=20, learning_rate=1e-3):
    pars = jnp.asarray(start)
    for _ in range(steps):
        grad_sigma, grad_mu = fit.gradient(pars)
        pars = pars - learning_rate * jnp.stack([grad_sigma, grad_mu])
    return pars, fit.cost(pars)


def main():
    x = jnp.linspace(90.0, 110.0, 100)
    return gradient_descent(GaussianFit(x), (5.0, 100.0))
