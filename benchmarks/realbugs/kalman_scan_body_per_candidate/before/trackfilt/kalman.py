import jax
import jax.numpy as jnp


class ConstantVelocityKalman:
    """1-D position/velocity Kalman filter; position is observed with noise r."""

    def __init__(self, dt, obs_noise):
        self.F = jnp.array([[1.0, dt], [0.0, 1.0]])
        self.H = jnp.array([[1.0, 0.0]])
        self.r = obs_noise
        self.dt = dt

    def process_noise(self, q):
        dt = self.dt
        return q * jnp.array([[dt**3 / 3, dt**2 / 2], [dt**2 / 2, dt]])

    def log_likelihood(self, observations, q):
        Q = self.process_noise(q)

        def update(carry, y):
            mean, cov = carry
            mean = self.F @ mean
            cov = self.F @ cov @ self.F.T + Q
            s = (self.H @ cov @ self.H.T)[0, 0] + self.r
            gain = (cov @ self.H.T)[:, 0] / s
            innovation = y - mean[0]
            mean = mean + gain * innovation
            cov = cov - jnp.outer(gain, self.H @ cov)
            return (mean, cov), -0.5 * (jnp.log(2 * jnp.pi * s) + innovation**2 / s)

        init = (jnp.zeros(2), jnp.eye(2) * 10.0)
        _, terms = jax.lax.scan(update, init, observations)  # expect: JXL504
        return terms.sum()
