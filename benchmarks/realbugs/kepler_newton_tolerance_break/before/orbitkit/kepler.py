import jax.numpy as jnp

KEPLER_TOL = 1e-10
MAX_NEWTON_STEPS = 30


def solve_kepler(mean_anomaly, ecc):
    """Eccentric anomaly E with M = E - e sin E, by Newton-Raphson started from E0 = M + e sin M."""
    E = mean_anomaly + ecc * jnp.sin(mean_anomaly)
    for _ in range(MAX_NEWTON_STEPS):
        delta = (E - ecc * jnp.sin(E) - mean_anomaly) / (1.0 - ecc * jnp.cos(E))
        E = E - delta
        if jnp.abs(delta) < KEPLER_TOL:  # expect: JXL101
            break
    return E
