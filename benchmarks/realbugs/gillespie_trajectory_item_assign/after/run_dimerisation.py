"""Simulate the dimerisation network for a few seeds and report the final dimer counts."""

from functools import partial

import jax
import jax.numpy as jnp

from ssa.gillespie import simulate


def main():
    rates = jnp.array([10.0, 0.1, 0.01, 0.5])
    run = jax.jit(partial(simulate, num_events=300))
    results = []
    for seed in range(3):
        trajectory, times = run(jnp.array([20.0, 0.0]), rates, jax.random.PRNGKey(seed))
        results.append((trajectory, times))
        print(f"seed {seed}: t_end={float(times[-1]):.2f}, A={int(trajectory[-1, 0])}, B={int(trajectory[-1, 1])}")
    return results


if __name__ == "__main__":
    main()
