import jax
import jax.numpy as jnp


class RLSEqualizer:
    """Recursive least squares: a Kalman filter for a constant weight vector observed through regressors."""

    def __init__(self, n_taps, forgetting, noise_variance):
        self.n_taps = n_taps
        self.forgetting = forgetting
        self.noise_variance = noise_variance
        self._update = jax.jit(self.update)

    def update(self, w, P, x, d):
        P = P / self.forgetting
        S = x @ P @ x + self.noise_variance
        k = P @ x * jnp.linalg.inv(S[None, None])[0, 0]
        residual = d - x @ w
        log_evidence = -0.5 * (jnp.log(2.0 * jnp.pi * S) + residual**2 / S)
        return w + k * residual, P - jnp.outer(k, x @ P), log_evidence

    def fit(self, rows, desired):
        w = jnp.zeros(self.n_taps)
        P = 100.0 * jnp.eye(self.n_taps)
        total = 0.0
        for x, d in zip(rows, desired):
            w, P, log_evidence = self._update(w, P, x, d)
            total += log_evidence
        return w, total
