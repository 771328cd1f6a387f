"""Compress a smooth four-dimensional field into a tensor train and check the reconstruction."""

import jax
import jax.numpy as jnp

from ttlib.decompose import tt_full, tt_svd

compress = jax.jit(tt_svd, static_argnums=1)


def smooth_field(n):
    grid = jnp.linspace(0.0, 1.0, n)
    a, b, c, d = jnp.meshgrid(grid, grid, grid, grid, indexing="ij")
    return 1.0 / (1.0 + a + b + c + d)


def main():
    field = smooth_field(8)
    cores = compress(field, 1e-6)
    return field, tt_full(cores)


if __name__ == "__main__":
    field, approx = main()
    print(float(jnp.linalg.norm(field - approx) / jnp.linalg.norm(field)))
