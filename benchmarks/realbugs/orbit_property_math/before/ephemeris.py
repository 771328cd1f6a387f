import jax

from orbits import KeplerOrbit


@jax.jit
def anomalies(semi_major_axis, times):
    orbit = KeplerOrbit(semi_major_axis, mu=1.0)
    return orbit.mean_anomaly(times)
