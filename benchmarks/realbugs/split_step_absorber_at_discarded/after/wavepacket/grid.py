from typing import NamedTuple

import jax.numpy as jnp


class Grid(NamedTuple):
    x: jnp.ndarray
    k: jnp.ndarray
    dx: float


def periodic_grid(length=200.0, n=1024):
    dx = length / n
    x = -0.5 * length + dx * jnp.arange(n)
    k = 2.0 * jnp.pi * jnp.fft.fftfreq(n, d=dx)
    return Grid(x, k, dx)


def gaussian_packet(grid, x0=-40.0, k0=2.0, width=5.0):
    psi = jnp.exp(-0.5 * ((grid.x - x0) / width) ** 2 + 1j * k0 * grid.x)
    return psi / jnp.sqrt(jnp.sum(jnp.abs(psi) ** 2) * grid.dx)


def norm(psi, grid):
    return jnp.sum(jnp.abs(psi) ** 2) * grid.dx
