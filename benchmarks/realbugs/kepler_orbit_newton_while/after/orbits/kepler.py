import jax
import jax.numpy as jnp


def danby_start(mean_anomaly, eccentricity, k=0.85):
    """Danby's starting value E0 = M + k e sin M, close enough for Newton to converge for any e < 1."""
    return mean_anomaly + k * eccentricity * jnp.sin(mean_anomaly)


def solve_kepler(mean_anomaly, eccentricity, tolerance=1e-6, max_iter=50):
    """Eccentric anomaly E of E - e sin E = M by Newton-Raphson, as a traced loop."""

    def not_converged(state):
        _, delta, i = state
        return (jnp.abs(delta) > tolerance) & (i < max_iter)

    def newton(state):
        E, _, i = state
        delta = (E - eccentricity * jnp.sin(E) - mean_anomaly) / (1.0 - eccentricity * jnp.cos(E))
        return E - delta, delta, i + 1

    E0 = danby_start(mean_anomaly, eccentricity)
    E, _, _ = jax.lax.while_loop(not_converged, newton, (E0, jnp.ones_like(E0), 0))
    return E
