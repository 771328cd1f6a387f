import jax
import jax.numpy as jnp


class KalmanTracker:
    """Tracks an object from noisy 3D positions; occluded frames arrive as NaN measurements."""

    def __init__(self, transition, emission, process, measurement):
        self.F, self.H, self.Q, self.R = transition, emission, process, measurement
        self.filter = jax.jit(self._filter)

    def predict(self, mean, cov):
        return self.F @ mean, self.F @ cov @ self.F.T + self.Q

    def update(self, mean, cov, y):
        s = self.H @ cov @ self.H.T + self.R
        gain = cov @ self.H.T @ jnp.linalg.inv(s)
        mean = mean + gain @ (y - self.H @ mean)
        cov = (jnp.eye(mean.shape[0]) - gain @ self.H) @ cov
        return mean, cov

    def step(self, belief, y):
        mean, cov = self.predict(*belief)
        occluded = jnp.any(jnp.isnan(y))
        mean, cov = jax.lax.cond(occluded, lambda: (mean, cov), lambda: self.update(mean, cov, y))
        return (mean, cov), mean

    def _filter(self, measurements, initial_mean, initial_cov):
        _, means = jax.lax.scan(self.step, (initial_mean, initial_cov), measurements)
        return means
