import jax
import jax.numpy as jnp


class ExtendedKalmanFilter:
    def __init__(self, model):
        self.model = model
        self.F = jax.jacfwd(model.transition)
        self.H = jax.jacfwd(model.measurement)
        self.run = jax.jit(self._run)

    def _predict(self, m, P):
        F = self.F(m)
        return self.model.transition(m), F @ P @ F.T + self.model.Q

    def _update(self, m, P, y):
        H = self.H(m)
        S = H @ P @ H.T + self.model.R
        K = jnp.linalg.solve(S, H @ P).T
        m = m + K @ (y - self.model.measurement(m))
        P = P - K @ S @ K.T
        return m, P

    def _run(self, m0, P0, ys):
        def step(carry, y):
            m, P = self._predict(*carry)
            m, P = self._update(m, P, y)
            return (m, P), m

        _, means = jax.lax.scan(step, (m0, P0), ys)
        return means
