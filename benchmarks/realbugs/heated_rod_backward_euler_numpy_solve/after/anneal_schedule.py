from functools import partial

import jax
import jax.numpy as jnp

from conduction import HeatedRod


def main(powers=(0.02, 0.05)):
    rod = HeatedRod()
    evolve = jax.jit(partial(rod.evolve, n_steps=720))
    initial = jnp.full(rod.x.shape, 20.0)
    return [evolve(initial, power) for power in powers]


if __name__ == "__main__":
    for final, peaks in main():
        print(f"peak {float(peaks.max()):.1f} C, centre after 1 h {float(final[25]):.1f} C")
