"""A memoryless-history L-BFGS (gradient-difference scaled) with a backtracking line search."""

from typing import NamedTuple

import jax.numpy as jnp

from quasinewton.linesearch import backtracking


class LBFGSState(NamedTuple):
    prev_params: jnp.ndarray
    prev_grad: jnp.ndarray


class GradientTransformation(NamedTuple):
    init: callable
    update: callable


def lbfgs():
    def init(params):
        return LBFGSState(jnp.zeros_like(params), jnp.zeros_like(params))

    def update(grad, state, params, value, value_fn):
        s = params - state.prev_params
        y = grad - state.prev_grad
        gamma = jnp.where(jnp.vdot(y, y) > 0, jnp.vdot(s, y) / jnp.maximum(jnp.vdot(y, y), 1e-12), 1.0)
        gamma = jnp.clip(gamma, 1e-3, 1e3)
        direction = -gamma * grad
        stepsize = backtracking(value_fn, params, direction, value, grad)
        return stepsize * direction, LBFGSState(params, grad)

    return GradientTransformation(init, update)


def apply_updates(params, updates):
    return params + updates
