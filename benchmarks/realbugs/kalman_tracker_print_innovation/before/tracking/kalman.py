import jax
import jax.numpy as jnp

from tracking.diagnostics import report_innovation


class KalmanFilter:
    """Linear Kalman filter: predict with the motion model, update with each measurement."""

    def __init__(self, model):
        self.model = model
        self._filter = jax.jit(self.filter)

    def predict(self, x, P):
        m = self.model
        return m.F @ x, m.F @ P @ m.F.T + m.Q

    def update(self, x, P, z):
        m = self.model
        y = z - m.H @ x
        S = m.H @ P @ m.H.T + m.R
        K = P @ m.H.T @ jnp.linalg.inv(S)
        report_innovation(y, S)
        return x + K @ y, (jnp.eye(x.shape[0]) - K @ m.H) @ P

    def filter(self, x0, P0, measurements):
        def step(carry, z):
            x, P = self.predict(*carry)
            x, P = self.update(x, P, z)
            return (x, P), x

        _, estimates = jax.lax.scan(step, (x0, P0), measurements)
        return estimates

    def __call__(self, x0, P0, measurements):
        return self._filter(x0, P0, measurements)
