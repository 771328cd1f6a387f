"""Least-squares fit of a Chebyshev series to a noisy signal by gradient descent."""

from functools import partial

import jax
import jax.numpy as jnp

from spectral import ChebyshevBasis


@partial(jax.jit, static_argnums=0)
def loss(basis, coefficients, t, y):
    residual = basis.evaluate(coefficients, t) - y
    return jnp.mean(residual ** 2)


@partial(jax.jit, static_argnums=0)
def step(basis, coefficients, t, y, learning_rate=0.5):
    grads = jax.grad(loss, argnums=1)(basis, coefficients, t, y)
    return coefficients - learning_rate * grads


def make_signal(n=64):
    t = jnp.linspace(0.0, 2.0, n)
    noise = 0.01 * jax.random.normal(jax.random.PRNGKey(3), (n,))
    return t, jnp.cos(3.0 * t) + 0.2 * t + noise


def fit(degree=6, steps=50):
    basis = ChebyshevBasis(degree=degree, domain=(0.0, 2.0))
    t, y = make_signal()
    coefficients = basis.init_coefficients()
    for _ in range(steps):
        coefficients = step(basis, coefficients, t, y)
    return basis, coefficients, float(loss(basis, coefficients, t, y))


if __name__ == "__main__":
    print(fit()[2])
