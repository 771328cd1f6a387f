"""Linear-Gaussian filter tolerating missing measurement components (NaN)."""
import jax.numpy as jnp


class KalmanFilter:
    def __init__(self, transition, observation, process_cov, noise_cov):
        self.A = transition
        self.H = observation
        self.Q = process_cov
        self.R = noise_cov

    def predict(self, mean, cov):
        return self.A @ mean, self.A @ cov @ self.A.T + self.Q

    def update(self, mean, cov, y):
        valid = ~jnp.isnan(y)
        # Missing components get a zero row in H and unit noise: they contribute no innovation.
        H = jnp.where(valid[:, None], self.H, 0.0)
        R = jnp.where(valid[:, None] & valid[None, :], self.R, 0.0) + jnp.diag(jnp.where(valid, 0.0, 1.0))
        y_obs = jnp.where(valid, y, 0.0)
        S = H @ cov @ H.T + R
        gain = cov @ H.T @ jnp.linalg.inv(S)
        mean = mean + gain @ (y_obs - H @ mean)
        cov = cov - gain @ H @ cov
        return mean, cov
