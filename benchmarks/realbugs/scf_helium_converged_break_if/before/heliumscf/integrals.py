from typing import NamedTuple

import jax.numpy as jnp

# Exponents of the three primitive s Gaussians used as the AO basis for helium (STO-3G, zeta = 1.6875).
HELIUM_EXPONENTS = (6.36242139, 1.15892300, 0.31364979)


class AOIntegrals(NamedTuple):
    overlap: jnp.ndarray
    core: jnp.ndarray
    eri: jnp.ndarray


def _norm(alpha):
    return (2.0 * alpha / jnp.pi) ** 0.75


def atomic_integrals(exponents=HELIUM_EXPONENTS, charge=2.0):
    """One- and two-electron integrals of normalised s Gaussians sharing one centre."""
    a = jnp.asarray(exponents)
    n = _norm(a)
    p = a[:, None] + a[None, :]
    nn = n[:, None] * n[None, :]
    overlap = nn * (jnp.pi / p) ** 1.5
    kinetic = 3.0 * (a[:, None] * a[None, :]) / p * overlap
    attraction = -charge * nn * 2.0 * jnp.pi / p
    q = p[:, :, None, None] + p[None, None, :, :]
    eri = (nn[:, :, None, None] * nn[None, None, :, :] * 2.0 * jnp.pi ** 2.5
           / (p[:, :, None, None] * p[None, None, :, :] * jnp.sqrt(q)))
    return AOIntegrals(overlap, kinetic + attraction, eri)
