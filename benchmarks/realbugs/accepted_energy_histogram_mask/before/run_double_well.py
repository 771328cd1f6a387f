from functools import partial

import jax
import jax.numpy as jnp

from mcdiag.diagnostics import acceptance_rate, accepted_energy_histogram
from mcdiag.sampler import metropolis_chain

EDGES = jnp.linspace(0.0, 4.0, 21)


@partial(jax.jit, static_argnames="n_steps")
def run_and_summarise(key, barrier, step_size, n_steps):
    positions, energies, accepted = metropolis_chain(key, jnp.array(-1.0), barrier, step_size, n_steps)
    return positions, accepted_energy_histogram(energies, accepted, EDGES), acceptance_rate(accepted)


def main():
    positions, histogram, rate = run_and_summarise(jax.random.key(3), 1.5, 0.8, n_steps=4000)
    print(f"acceptance {float(rate):.2f}, mean |x| {float(jnp.mean(jnp.abs(positions))):.2f}")
    return histogram, rate


if __name__ == "__main__":
    main()
