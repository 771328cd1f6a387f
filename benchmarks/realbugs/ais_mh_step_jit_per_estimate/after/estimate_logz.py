"""Compare log Z estimates over repeated AIS runs, as in the benchmark script."""

import jax
import jax.numpy as jnp

from aisjax import IsingChain, ais_log_z

BETAS = jnp.linspace(0.0, 1.0, 6)


def repeated_estimates(repetitions=3, seed=0):
    model = IsingChain(coupling=0.5, field=0.1)
    keys = jax.random.split(jax.random.PRNGKey(seed), repetitions)
    return [float(ais_log_z(model, BETAS, key)) for key in keys]


if __name__ == "__main__":
    print(repeated_estimates())
