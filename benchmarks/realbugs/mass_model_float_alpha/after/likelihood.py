"""Hyper-likelihood of the power-law slope given detected masses."""
import jax
import jax.numpy as jnp

from popmodels import TruncatedPowerLaw

MODEL = TruncatedPowerLaw()
MASSES = jnp.linspace(6.0, 70.0, 50)


@jax.jit
def log_likelihood(alpha):
    return jnp.sum(jnp.log(MODEL(MASSES, alpha)))


score = jax.jit(jax.grad(log_likelihood))
