import jax
import jax.numpy as jnp

KEPLER_TOL = 1e-10
MAX_NEWTON_STEPS = 30


def solve_kepler(mean_anomaly, ecc):
    """Eccentric anomaly E with M = E - e sin E, by Newton-Raphson started from E0 = M + e sin M."""

    def not_converged(carry):
        step, _, delta = carry
        return (step < MAX_NEWTON_STEPS) & (jnp.abs(delta) >= KEPLER_TOL)

    def newton_step(carry):
        step, E, _ = carry
        delta = (E - ecc * jnp.sin(E) - mean_anomaly) / (1.0 - ecc * jnp.cos(E))
        return step + 1, E - delta, delta

    E0 = mean_anomaly + ecc * jnp.sin(mean_anomaly)
    _, E, _ = jax.lax.while_loop(not_converged, newton_step, (0, E0, jnp.ones_like(E0)))
    return E
