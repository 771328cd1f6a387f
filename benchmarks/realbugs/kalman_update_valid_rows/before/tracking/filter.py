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
        H = self.H[valid, :]  # expect: JXL107
        R = self.R[valid][:, valid]  # expect: JXL107
        y_obs = y[valid]  # expect: JXL107
        S = H @ cov @ H.T + R
        gain = cov @ H.T @ jnp.linalg.inv(S)
        mean = mean + gain @ (y_obs - H @ mean)
        cov = cov - gain @ H @ cov
        return mean, cov
