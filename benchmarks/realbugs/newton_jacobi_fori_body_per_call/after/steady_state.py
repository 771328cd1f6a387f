"""Steady state of a small reaction-diffusion chain, solved for several source strengths."""

import jax.numpy as jnp

from itersolve import newton

N = 6


def make_residual(source):
    lap = -4.0 * jnp.eye(N) + jnp.eye(N, k=1) + jnp.eye(N, k=-1)

    def residual(u):
        return lap @ u - 0.1 * u ** 3 + source

    return residual


def sweep(sources):
    return [newton(make_residual(s), jnp.zeros(N))[0] for s in sources]


if __name__ == "__main__":
    print(sweep([0.5, 1.0, 2.0]))
