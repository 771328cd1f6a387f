import jax
import jax.numpy as jnp


class KalmanFilter:
    """Predict/update Kalman filter over a sequence of measurements, with a count of assimilated measurements."""

    def __init__(self, model):
        self.model = model
        self.n_updates = 0
        self._filter = jax.jit(self.filter)

    def predict(self, mean, cov):
        F, Q = self.model.F, self.model.Q
        return F @ mean, F @ cov @ F.T + Q

    def update(self, mean, cov, z):
        H, R = self.model.H, self.model.R
        innovation = z - H @ mean
        S = H @ cov @ H.T + R
        K = jnp.linalg.solve(S, H @ cov).T
        self.n_updates += 1  # expect: JXL202
        return mean + K @ innovation, (jnp.eye(mean.shape[0]) - K @ H) @ cov

    def filter(self, mean0, cov0, measurements):
        def step(carry, z):
            mean, cov = self.predict(*carry)
            mean, cov = self.update(mean, cov, z)
            return (mean, cov), mean

        _, means = jax.lax.scan(step, (mean0, cov0), measurements)
        return means

    def run(self, mean0, cov0, measurements):
        return self._filter(mean0, cov0, measurements)
