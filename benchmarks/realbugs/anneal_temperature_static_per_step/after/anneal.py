"""Finds the lower well of a tilted double-well potential by annealed Langevin dynamics."""

import jax.numpy as jnp

from annealing.schedule import Annealer


def main(num_steps=50):
    annealer = Annealer(jnp.full((16,), 1.0))
    annealer.run(num_steps)
    return annealer


if __name__ == "__main__":
    print(main().x)
