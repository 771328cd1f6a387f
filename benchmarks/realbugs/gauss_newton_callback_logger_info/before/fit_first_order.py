"""Fit A exp(-k t) to a first-order decay and keep the solver's iteration log."""

import logging

import jax.numpy as jnp

from kinetics.fitting import fit_decay


def data():
    times = jnp.linspace(0.0, 5.0, 20)
    return times, 2.0 * jnp.exp(-0.8 * times) + 0.01 * jnp.sin(7.0 * times)


if __name__ == "__main__":
    logging.basicConfig(filename="fit.log", level=logging.INFO)
    params, steps = fit_decay(*data())
    print("A, k =", params, "after", steps, "iterations")
