import jax
import jax.numpy as jnp


def solve_kepler(mean_anomaly, ecc):
    def newton(_, E):
        return E - (E - ecc * jnp.sin(E) - mean_anomaly) / (1 - ecc * jnp.cos(E))

    return jax.lax.fori_loop(0, 30, newton, mean_anomaly)


def keplerian_rv(t, period, semi_amplitude, ecc, omega, t_peri):
    mean_anomaly = 2 * jnp.pi * (t - t_peri) / period
    E = solve_kepler(mean_anomaly, ecc)
    true_anomaly = 2 * jnp.arctan2(jnp.sqrt(1 + ecc) * jnp.sin(E / 2), jnp.sqrt(1 - ecc) * jnp.cos(E / 2))
    return semi_amplitude * (jnp.cos(true_anomaly + omega) + ecc * jnp.cos(omega))
