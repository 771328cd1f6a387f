import jax.numpy as jnp


def van_der_pol(y, stiffness):
    return jnp.array([y[1], stiffness * (1.0 - y[0] ** 2) * y[1] - y[0]])
