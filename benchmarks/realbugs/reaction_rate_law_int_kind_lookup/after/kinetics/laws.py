import jax.numpy as jnp

MASS_ACTION, MICHAELIS_MENTEN, HILL = 0, 1, 2


def mass_action(substrate, k, km, n):
    return k * substrate


def michaelis_menten(substrate, k, km, n):
    return k * substrate / (km + substrate)


def hill(substrate, k, km, n):
    s_n = jnp.power(substrate, n)
    return k * s_n / (jnp.power(km, n) + s_n)


RATE_LAWS = (mass_action, michaelis_menten, hill)
