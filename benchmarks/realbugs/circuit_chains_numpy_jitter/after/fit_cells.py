"""Start several runs of chains for a Randles-circuit fit, one per measured cell."""

from functools import partial

import jax
import jax.numpy as jnp

from eisfit.initial import init_chains

PRIOR_MEDIANS = jnp.array([10.0, 100.0, 1e-4])

start_chains = jax.jit(partial(init_chains, num_chains=4))


def main():
    starts = []
    for cell in range(3):
        positions, _ = start_chains(jax.random.PRNGKey(cell), PRIOR_MEDIANS)
        starts.append(positions)
    return starts


if __name__ == "__main__":
    print(main())
