"""Minimize a scalar function of an array with a gradient transformation, fully jitted."""

from functools import partial

import jax

from tinyoptax import apply_updates


@partial(jax.jit, static_argnames=("fun", "optimizer", "steps"))
def minimize(fun, x0, optimizer, steps=30):
    def body(_, carry):
        x, state = carry
        updates, state = optimizer.update(jax.grad(fun)(x), state)
        return apply_updates(x, updates), state

    x, _ = jax.lax.fori_loop(0, steps, body, (x0, optimizer.init(x0)))
    return x
