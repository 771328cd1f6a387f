import jax.numpy as jnp

from ode import integrate


def grid_search(observed, ts, rates):
    losses = []
    for k in rates:
        params = {"k": jnp.float32(k), "capacity": jnp.float32(10.0)}
        predicted = integrate(jnp.float32(0.5), ts, params)
        losses.append(float(jnp.mean((predicted - observed) ** 2)))
    return rates[losses.index(min(losses))]
