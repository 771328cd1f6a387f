import jax
import jax.numpy as jnp

from neutron import synthetic_signal

ENERGY = jnp.linspace(0.5, 20.0, 40)
T_GRID = jnp.linspace(40.0, 400.0, 120)
TRUE = {"yield": jnp.array(2.0), "temperature": jnp.array(5.0)}


def loss(params, observed):
    return jnp.mean((synthetic_signal(params, ENERGY, T_GRID) - observed) ** 2) / jnp.mean(observed ** 2)


def fit(n_steps=30, lr=0.5):
    observed = synthetic_signal(TRUE, ENERGY, T_GRID)
    params = {"yield": jnp.array(1.0), "temperature": jnp.array(5.0)}
    step = jax.jit(jax.value_and_grad(loss))
    for _ in range(n_steps):
        value, grads = step(params, observed)
        params = {"yield": params["yield"] - lr * grads["yield"], "temperature": params["temperature"]}
    return params, value


if __name__ == "__main__":
    print(fit())
