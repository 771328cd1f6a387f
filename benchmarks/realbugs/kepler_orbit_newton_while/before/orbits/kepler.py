import jax.numpy as jnp


def danby_start(mean_anomaly, eccentricity, k=0.85):
    """Danby's starting value E0 = M + k e sin M, close enough for Newton to converge for any e < 1."""
    return mean_anomaly + k * eccentricity * jnp.sin(mean_anomaly)


def solve_kepler(mean_anomaly, eccentricity, tolerance=1e-6):
    """Eccentric anomaly E of E - e sin E = M by Newton-Raphson."""
    E = danby_start(mean_anomaly, eccentricity)
    delta = 1.0
    while jnp.abs(delta) > tolerance:  # expect: JXL101
        delta = (E - eccentricity * jnp.sin(E) - mean_anomaly) / (1.0 - eccentricity * jnp.cos(E))
        E = E - delta
    return E
