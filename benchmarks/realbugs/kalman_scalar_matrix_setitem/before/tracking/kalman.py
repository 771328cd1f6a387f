"""A linear Kalman filter written against jax.numpy, accepting scalars or matrices for every quantity."""

import jax.numpy as jnp


def to_matrix(x):
    """Promote a Python or array scalar to a 1x1 matrix; leave matrices alone."""
    if jnp.ndim(x) == 2:
        return jnp.asarray(x, dtype=float)
    m = jnp.zeros((1, 1))
    m[0, 0] = x  # expect: JXL301
    return m


class KalmanFilter:
    def initialize(self, x, A, B, H, P, Q, R):
        self.x, self.A, self.B, self.H = to_matrix(x), to_matrix(A), to_matrix(B), to_matrix(H)
        self.P, self.Q, self.R = to_matrix(P), to_matrix(Q), to_matrix(R)

    def step(self, u, z):
        u, z = to_matrix(u), to_matrix(z)
        x = self.A @ self.x + self.B @ u
        P = self.A @ self.P @ self.A.T + self.Q
        K = P @ self.H.T @ jnp.linalg.inv(self.H @ P @ self.H.T + self.R)
        self.x = x + K @ (z - self.H @ x)
        self.P = P - K @ self.H @ P
        return self.x
