import jax.numpy as jnp

from mapping import integrate_scan
from mapping.grid import empty_grid


def main():
    grid = empty_grid(40, 40)
    angles = jnp.linspace(-0.6, 0.6, 9)
    ranges = jnp.array([0.9, 0.8, 0.75, 0.7, 3.0, 0.7, 0.75, 0.8, 0.9])
    return integrate_scan(grid, ranges, angles, jnp.array([1.0, 1.0, 0.0]), 0.05, 0.9)


if __name__ == "__main__":
    print(int(main().sum()), "cells occupied")
