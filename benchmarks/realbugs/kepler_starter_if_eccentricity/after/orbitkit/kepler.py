import jax
import jax.numpy as jnp


class KeplerSolver:
    """Newton-Raphson solution of Kepler's equation M = E - e sin E for the eccentric anomaly."""

    def __init__(self, num_iterations=12):
        self.num_iterations = num_iterations

    def starter(self, mean_anomaly, ecc):
        # Near-parabolic orbits converge from the apoapsis guess; the others from M itself.
        return jnp.where(ecc < 0.8, mean_anomaly, jnp.pi)

    def residual(self, E, ecc, mean_anomaly):
        return E - ecc * jnp.sin(E) - mean_anomaly

    def solve(self, mean_anomaly, ecc):
        def newton(_, E):
            return E - self.residual(E, ecc, mean_anomaly) / (1.0 - ecc * jnp.cos(E))

        return jax.lax.fori_loop(0, self.num_iterations, newton, self.starter(mean_anomaly, ecc))
