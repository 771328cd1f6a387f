"""Fits a cubic to noisy samples read from the bench."""

import jax
import jax.numpy as jnp

from polyreg import PolynomialRegressor

CONFIG = {"degree": 3.0, "ridge": 1e-6}


def main():
    x = jnp.linspace(-1.0, 1.0, 40)
    y = 0.5 - x + 2.0 * x ** 3 + 0.01 * jax.random.normal(jax.random.PRNGKey(0), (40,))
    model = PolynomialRegressor(**CONFIG).fit(x, y)
    return model, x, y


if __name__ == "__main__":
    print(main()[0].coefficients)
