import jax
import jax.numpy as jnp


class KalmanTracker:
    """Constant-velocity tracker of a 1-D position; the update is compiled once, when the tracker is built."""

    def __init__(self, dt, process_noise, measurement_noise):
        self.transition = jnp.array([[1.0, dt], [0.0, 1.0]])
        self.observation = jnp.array([[1.0, 0.0]])
        self.process_cov = process_noise * jnp.eye(2)
        self.measurement_cov = jnp.array([[measurement_noise]])
        self.last_gain = None
        self._update = jax.jit(self._update_impl)

    def _update_impl(self, mean, cov, measurement):
        mean = self.transition @ mean
        cov = self.transition @ cov @ self.transition.T + self.process_cov
        innovation_cov = self.observation @ cov @ self.observation.T + self.measurement_cov
        gain = cov @ self.observation.T @ jnp.linalg.inv(innovation_cov)
        mean = mean + gain @ (measurement - self.observation @ mean)
        cov = (jnp.eye(2) - gain @ self.observation) @ cov
        return mean, cov, gain

    def filter(self, measurements):
        mean = jnp.zeros(2)
        cov = jnp.eye(2)
        for measurement in measurements:
            mean, cov, self.last_gain = self._update(mean, cov, measurement)
        return mean, cov
