import jax.numpy as jnp


def alpha_n(v):
    return 0.01 * (v + 55.0) / (1.0 - jnp.exp(-(v + 55.0) / 10.0))


def beta_n(v):
    return 0.125 * jnp.exp(-(v + 65.0) / 80.0)


def alpha_m(v):
    return 0.1 * (v + 40.0) / (1.0 - jnp.exp(-(v + 40.0) / 10.0))


def beta_m(v):
    return 4.0 * jnp.exp(-(v + 65.0) / 18.0)


def alpha_h(v):
    return 0.07 * jnp.exp(-(v + 65.0) / 20.0)


def beta_h(v):
    return 1.0 / (1.0 + jnp.exp(-(v + 35.0) / 10.0))
