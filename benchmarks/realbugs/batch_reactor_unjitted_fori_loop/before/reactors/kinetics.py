import jax.numpy as jnp

R_GAS = 8.314  # J / (mol K)


def arrhenius(prefactor, activation_energy, temperature):
    return prefactor * jnp.exp(-activation_energy / (R_GAS * temperature))


def consecutive_rates(c, k):
    """A <=> B -> C, first order: k = (k1 forward, k-1 backward, k2)."""
    a, b, _ = c
    r1 = k[0] * a - k[1] * b
    r2 = k[2] * b
    return jnp.stack([-r1, r1 - r2, r2])
