import jax
import jax.numpy as jnp

from fitlib import StepConfig, sgd_step

TARGET = jnp.array([1.0, -2.0, 0.5])


def loss(params):
    return jnp.sum((params - TARGET) ** 2)


grad_fn = jax.jit(jax.grad(loss))


def train(num_epochs=4, lr=0.1):
    params = jnp.zeros(3)
    velocity = jnp.zeros(3)
    for _ in range(num_epochs):
        config = StepConfig(lr=lr, momentum=0.5)
        params, velocity = sgd_step(config, params, velocity, grad_fn(params))  # expect: JXL503
    return params
