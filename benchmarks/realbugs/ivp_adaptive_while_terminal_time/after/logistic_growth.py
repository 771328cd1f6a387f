"""Terminal populations of logistic growth from several initial sizes, against the closed form."""

import jax.numpy as jnp

from odesim import simulate_terminal_values


def logistic(t, y):
    return y * (1.0 - y)


def exact(y0, t):
    return 1.0 / (1.0 + (1.0 / y0 - 1.0) * jnp.exp(-t))


def main():
    y0 = jnp.array([0.05, 0.1, 0.5, 0.9])
    numeric = simulate_terminal_values(logistic, y0, 0.0, 4.0, 1e-4)
    return numeric, exact(y0, 4.0)


if __name__ == "__main__":
    numeric, reference = main()
    print(numeric, reference)
