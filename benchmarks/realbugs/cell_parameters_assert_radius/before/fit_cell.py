import jax
import jax.numpy as jnp

from neurosim import Cell, steady_state_voltage

cell = Cell(4)
cell.set("g_leak", 2e-4)
TARGET = jnp.array([-60.0, -62.0, -64.0, -66.0])
INJECTED = jnp.array([0.012, 0.010, 0.008, 0.006])


def loss(trainable):
    params = cell.get_all_parameters(trainable)
    return jnp.mean((steady_state_voltage(params, INJECTED) - TARGET) ** 2)


value_and_grad = jax.jit(jax.value_and_grad(loss))


def first_step():
    return value_and_grad({"radius": jnp.ones(4)})
