"""Deterministic ADVI-style fitting on top of a compiled scalar objective of one parameter vector."""

import jax
import jax.numpy as jnp


def make_value_and_grad(compiled):
    objective = compiled.jax_fn

    @jax.jit
    def value_and_grad(params, constants):
        return jax.value_and_grad(lambda p: objective(p, *constants)[0])(params)

    return lambda params: value_and_grad(params, compiled.constants)


def fit_dadvi(compiled, init, steps=100, learning_rate=0.05):
    value_and_grad = make_value_and_grad(compiled)
    params = jnp.asarray(init)
    for _ in range(steps):
        value, grad = value_and_grad(params)
        params = params - learning_rate * grad
    return params, value
