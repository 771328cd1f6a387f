import jax.numpy as jnp


def shunt_lc(freq, inductance, capacitance):
    """S-matrix (2x2, unit reference impedance) of a shunt LC branch."""
    omega = 2.0 * jnp.pi * freq
    admittance = 1.0 / (1j * omega * inductance) + 1j * omega * capacitance
    s11 = -admittance / (2.0 + admittance)
    s21 = 2.0 / (2.0 + admittance)
    return jnp.array([[s11, s21], [s21, s11]])
