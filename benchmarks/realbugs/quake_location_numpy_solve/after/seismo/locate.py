import jax
import jax.numpy as jnp

from seismo.inversion import damped_step


class HomogeneousHalfSpace:
    """Straight rays at constant speed: t_i = t0 + |x_i - x0| / v."""

    def __init__(self, velocity=5.8):
        self.velocity = velocity

    def arrival_times(self, model, stations):
        x0, t0 = model[:3], model[3]
        return t0 + jnp.linalg.norm(stations - x0, axis=1) / self.velocity


class Geiger:
    """Geiger's method: linearise the arrival times around the current hypocentre and iterate."""

    def __init__(self, earth, damping=1e-3, n_iter=20):
        self.earth = earth
        self.damping = damping
        self.n_iter = n_iter
        self.locate = jax.jit(self._locate)

    def _locate(self, stations, observed, m0):
        def iterate(_, m):
            residual = observed - self.earth.arrival_times(m, stations)
            G = jax.jacfwd(self.earth.arrival_times)(m, stations)
            return m + damped_step(G, residual, self.damping)

        return jax.lax.fori_loop(0, self.n_iter, iterate, m0)
