import jax.numpy as jnp


def nash_sutcliffe(simulated, observed):
    return 1.0 - jnp.sum((simulated - observed) ** 2) / jnp.sum((observed - observed.mean()) ** 2)
