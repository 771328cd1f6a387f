import jax
import jax.numpy as jnp
import numpy as np


class KalmanFilter:
    """Linear Kalman filter over range measurements; `filter_track` is compiled once per filter."""

    def __init__(self, motion, range_noise):
        self.motion = motion
        self.observation = jnp.array([[1.0, 0.0]])
        self.measurement_noise = jnp.array([[range_noise]])
        self.filter_track = jax.jit(self._filter)

    def predict(self, mean, cov):
        transition = self.motion.transition
        return transition @ mean, transition @ cov @ transition.T + self.motion.process_noise

    def update(self, mean, cov, measurement):
        obs = self.observation
        innovation = measurement - obs @ mean
        innovation_cov = obs @ cov @ obs.T + self.measurement_noise
        gain = cov @ obs.T @ np.linalg.inv(innovation_cov)  # expect: JXL401
        mean = mean + gain @ innovation
        cov = (jnp.eye(mean.shape[0]) - gain @ obs) @ cov
        return mean, cov

    def _filter(self, measurements, mean0, cov0):
        def step(carry, measurement):
            mean, cov = self.predict(*carry)
            mean, cov = self.update(mean, cov, measurement)
            return (mean, cov), mean

        _, means = jax.lax.scan(step, (mean0, cov0), measurements)
        return means
