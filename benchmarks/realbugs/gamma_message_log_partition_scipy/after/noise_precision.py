"""EP site update for the noise precision of a Gaussian likelihood, written against the jax backend."""

import jax
import jax.numpy as jnp
import numpy as np

from msgpass import GammaMessage

PRIOR = (2.0, 1.0)


@jax.jit
def posterior_kl(residuals):
    n = residuals.shape[0]
    posterior = GammaMessage(PRIOR[0] + 0.5 * n, PRIOR[1] + 0.5 * jnp.sum(residuals ** 2))
    return posterior.kl(GammaMessage(*PRIOR), xp=jnp)


if __name__ == "__main__":
    print(posterior_kl(jnp.asarray(np.random.default_rng(0).normal(0.0, 0.5, 50))))
