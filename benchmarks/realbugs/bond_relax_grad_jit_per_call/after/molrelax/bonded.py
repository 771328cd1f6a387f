import jax.numpy as jnp

BONDS = jnp.array([[0, 1], [1, 2]])


def harmonic_bond_energy(conf, params):
    """sum_b k (|r_i - r_j| - b0_b)^2 with params = [k, b0_0, b0_1]."""
    k, lengths = params[0], params[1:]
    d = conf[BONDS[:, 0]] - conf[BONDS[:, 1]]
    return jnp.sum(k * (jnp.sqrt(jnp.sum(d * d, axis=-1)) - lengths) ** 2)
