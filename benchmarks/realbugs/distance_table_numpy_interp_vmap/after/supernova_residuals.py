"""Hubble residuals of a mock supernova sample and the growth factor at their redshifts."""

import jax
import jax.numpy as jnp

from cosmotools.background import distance_modulus
from cosmotools.growth import growth_suppression


def main():
    redshifts = jnp.linspace(0.05, 1.4, 24)
    observed = 43.2 + 5.0 * jnp.log10(redshifts) + 0.05 * jnp.sin(20.0 * redshifts)
    model_mu = jax.jit(jax.vmap(distance_modulus))(redshifts)
    growth = jax.jit(jax.vmap(growth_suppression))(redshifts)
    residuals = observed - model_mu
    print(f"rms residual {float(jnp.sqrt(jnp.mean(residuals**2))):.3f} mag")
    return model_mu, growth


if __name__ == "__main__":
    main()
