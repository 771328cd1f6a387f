"""Profile the likelihood over the power-law slope, re-estimating the selection effect at every point."""

import jax
import jax.numpy as jnp

from popinf.likelihood import PoissonLikelihood
from popinf.models import PowerLaw


def make_likelihood():
    model = PowerLaw()
    masses = model.sample(jax.random.PRNGKey(0), 2.3, 40)
    return PoissonLikelihood(model, masses, key=jax.random.PRNGKey(1))


def profile(alphas, log_rate=4.0):
    likelihood = make_likelihood()
    return jnp.stack([likelihood.log_likelihood(a, log_rate) for a in alphas])


if __name__ == "__main__":
    print(profile(jnp.linspace(1.5, 3.0, 4)))
