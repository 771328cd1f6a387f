"""Fits the infection rate of an SIR model to observed prevalence by gradient descent."""

import jax
import jax.numpy as jnp

from epi.sir import SIR
from epi.solver import rk4

Y0 = jnp.array([0.99, 0.01, 0.0])
TS = jnp.linspace(0.0, 30.0, 61)


def simulate(beta, gamma=0.1):
    return rk4(SIR, Y0, TS, {"beta": beta, "gamma": gamma})


@jax.jit
def loss_and_grad(beta, observed):
    return jax.value_and_grad(lambda b: jnp.mean((simulate(b)[:, 1] - observed) ** 2))(beta)


def fit(true_beta=0.4, steps=30, learning_rate=0.5):
    observed = simulate(true_beta)[:, 1]
    beta = 0.3
    for _ in range(steps):
        loss, grad = loss_and_grad(beta, observed)
        beta = beta - learning_rate * grad
    return float(beta), float(loss)


if __name__ == "__main__":
    print(fit())
