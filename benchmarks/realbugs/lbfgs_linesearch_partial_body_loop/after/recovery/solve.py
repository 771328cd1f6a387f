"""Recover a smooth initial condition from noisy observations of its diffused state."""

from functools import partial

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


@partial(jax.jit, static_argnums=0)
def lbfgs_step(loss_fn, params, state):
    # the line search builds its while_loop body per update: under one jit it is traced once, not per iteration
    value, grad = jax.value_and_grad(loss_fn)(params)
    updates, state = SOLVER.update(grad, state, params, value, loss_fn)
    return quasinewton.apply_updates(params, updates), state


def run_lbfgs(loss_fn, u0, iterations=10):
    state = SOLVER.init(u0)
    params = u0
    for _ in range(iterations):
        params, state = lbfgs_step(loss_fn, params, state)
    return params
