"""Benchmark: find the reflection point from several starting guesses."""

import jax.numpy as jnp

import tinyoptax
from raytrace.geometry import path_length
from raytrace.optimize import minimize

OPTIMIZER = tinyoptax.adam(0.05)


def solve_all(starts):
    points = []
    for start in starts:
        points.append(minimize(path_length, start, OPTIMIZER))
    return jnp.stack(points)


if __name__ == "__main__":
    print(solve_all([jnp.array([0.2]), jnp.array([1.8])]))
