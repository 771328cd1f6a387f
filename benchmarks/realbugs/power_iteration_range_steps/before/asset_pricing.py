import jax.numpy as jnp

from spectral import power_iteration_sr


def markov_chain(n=5, rho=0.9):
    P = rho * jnp.eye(n) + (1 - rho) / n * jnp.ones((n, n))
    return P / P.sum(axis=1, keepdims=True)


def test_stability(P, beta=0.96, g=1.01):
    K = beta * g * P
    sr = power_iteration_sr(K, num_iterations=40)
    return sr < 1, sr
