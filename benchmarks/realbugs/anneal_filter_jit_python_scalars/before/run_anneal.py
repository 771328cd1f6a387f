"""Simulated annealing of a ring of spins with a geometric cooling schedule."""

import jax
import jax.numpy as jnp

from annealing.model import IsingChain, anneal_step


def anneal(steps=20, t0=2.0, cooling=0.95, n=16):
    chain = IsingChain(spins=jnp.where(jax.random.bernoulli(jax.random.PRNGKey(1), 0.5, (n,)), 1.0, -1.0))
    key = jax.random.PRNGKey(0)
    for step in range(steps):
        key, sub = jax.random.split(key)
        temperature = t0 * cooling**step
        chain = anneal_step(chain, sub, temperature, step)  # expect: JXL503
    return chain


if __name__ == "__main__":
    print(anneal().energy())
