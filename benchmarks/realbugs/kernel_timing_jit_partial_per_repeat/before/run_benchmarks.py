"""Benchmark the kernels at growing sizes and print the best time of each."""

import jax.numpy as jnp

from benchkit.kernels import gaussian_blur, smooth_relu
from benchkit.timing import time_kernel


def main(repeats=5):
    results = {}
    for size in (1_000, 10_000):
        x = jnp.linspace(-3.0, 3.0, size)
        results[("smooth_relu", size)] = time_kernel(smooth_relu, x, repeats, sharpness=4.0)
        results[("gaussian_blur", size)] = time_kernel(gaussian_blur, x, repeats, width=1.5)
    for (name, size), seconds in results.items():
        print(f"{name:>14} n={size:>6}: {seconds * 1e6:8.1f} us")
    return results


if __name__ == "__main__":
    main()
