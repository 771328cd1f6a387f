"""Steady state of a two-species reaction network: production balances consumption."""

import jax.numpy as jnp

from rootfind import Newton


def rates(y):
    a, b = y[0], y[1]
    return jnp.stack([1.0 - a - a * b**2, 0.5 * a * b**2 - 0.3 * b + 0.05])


def steady_state(guess=(0.5, 1.0)):
    y, failed = Newton(rates)(jnp.asarray(guess))
    return y, bool(failed)


if __name__ == "__main__":
    print(steady_state())
