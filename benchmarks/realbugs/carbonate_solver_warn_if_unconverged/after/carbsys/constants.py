"""Stoichiometric constants (mol/kg) of the carbonate system, simple van 't Hoff forms around 25 C."""
import jax.numpy as jnp

_REFERENCE_T = 298.15


def _van_t_hoff(pk_ref, enthalpy, temperature):
    return 10.0 ** -pk_ref * jnp.exp(-enthalpy / 8.314 * (1.0 / temperature - 1.0 / _REFERENCE_T))


def equilibrium_constants(temperature):
    return {
        "k1": _van_t_hoff(5.86, 9.1e3, temperature),
        "k2": _van_t_hoff(8.92, 14.9e3, temperature),
        "kw": _van_t_hoff(13.22, 55.8e3, temperature),
    }
