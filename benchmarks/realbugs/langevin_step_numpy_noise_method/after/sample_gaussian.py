"""Draws a short Langevin chain from a standard 2-d Gaussian."""

import jax.numpy as jnp

from mcmclite import LangevinSampler


def log_density(position):
    return -0.5 * jnp.sum(position ** 2)


def main(num_steps=4):
    sampler = LangevinSampler(log_density, step_size=0.1)
    return sampler.run(jnp.zeros(2), num_steps)


if __name__ == "__main__":
    print(main())
