"""Group velocity of deep-water gravity waves, d omega / d k with omega = sqrt(g k)."""

import jax.numpy as jnp
import numpy as np

from numdiff.richardson import derivative

G = 9.81


def omega(k):
    return jnp.sqrt(G * k)


def main():
    k = jnp.linspace(0.5, 5.0, 10)
    group_velocity = derivative(omega, k, 0.1)
    exact = 0.5 * np.sqrt(G / np.asarray(k))
    error = np.max(np.abs(np.asarray(group_velocity) - exact))
    print(f"max error {error:.2e}")
    assert error < 1e-4, error


if __name__ == "__main__":
    main()
