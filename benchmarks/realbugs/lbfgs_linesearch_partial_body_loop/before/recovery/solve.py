"""Recover a smooth initial condition from noisy observations of its diffused state."""

import jax
import jax.numpy as jnp

import quasinewton

SOLVER = quasinewton.lbfgs()


def diffuse(u, steps=5, nu=0.2):
    for _ in range(steps):
        u = u + nu * (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1))
    return u


def make_loss(observed, reg=1e-3):
    def loss_fn(u0):
        return jnp.mean((diffuse(u0) - observed) ** 2) + reg * jnp.mean(jnp.diff(u0) ** 2)

    return loss_fn


def run_lbfgs(loss_fn, u0, iterations=10):
    state = SOLVER.init(u0)
    value_and_grad = jax.value_and_grad(loss_fn)
    params = u0
    for _ in range(iterations):
        value, grad = value_and_grad(params)
        updates, state = SOLVER.update(grad, state, params, value, loss_fn)
        params = quasinewton.apply_updates(params, updates)
    return params
