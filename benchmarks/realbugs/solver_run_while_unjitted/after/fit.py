import jax.numpy as jnp

from solver import GradientDescent


def least_squares(w, X, y):
    return jnp.mean((X @ w - y) ** 2)


solver = GradientDescent(least_squares)


def fit_all(datasets):
    return [solver.run(jnp.zeros(X.shape[1]), X, y) for X, y in datasets]
