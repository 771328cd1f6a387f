from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


class KalmanFilter:
    def __init__(self, transition, observation, process_cov, obs_cov, init_mean, init_cov):
        self.A = jnp.asarray(transition)
        self.C = jnp.asarray(observation)
        self.Q = jnp.asarray(process_cov)
        self.R = jnp.asarray(obs_cov)
        self.m0 = jnp.asarray(init_mean)
        self.P0 = jnp.asarray(init_cov)

    def _step(self, carry, y):
        mean, cov = carry
        pred_mean = self.A @ mean
        pred_cov = self.A @ cov @ self.A.T + self.Q
        innovation_cov = self.C @ pred_cov @ self.C.T + self.R
        gain = jnp.linalg.solve(innovation_cov, self.C @ pred_cov).T
        new_mean = pred_mean + gain @ (y - self.C @ pred_mean)
        new_cov = pred_cov - gain @ innovation_cov @ gain.T
        residual = y - self.C @ pred_mean
        loglik = jax.scipy.stats.multivariate_normal.logpdf(residual, jnp.zeros_like(residual), innovation_cov)
        return (new_mean, new_cov), (new_mean, new_cov, loglik)

    @partial(jax.jit, static_argnums=0)
    def filter(self, observations):
        _, (means, covs, logliks) = jax.lax.scan(self._step, (self.m0, self.P0), observations)
        self.filtered_means = means  # expect: JXL202
        self.filtered_covs = covs  # expect: JXL202
        return jnp.sum(logliks)

    def smooth(self):
        means = np.asarray(self.filtered_means)
        covs = np.asarray(self.filtered_covs)
        A, Q = np.asarray(self.A), np.asarray(self.Q)
        smoothed = means.copy()
        for t in range(len(means) - 2, -1, -1):
            pred_cov = A @ covs[t] @ A.T + Q
            gain = covs[t] @ A.T @ np.linalg.inv(pred_cov)
            smoothed[t] = means[t] + gain @ (smoothed[t + 1] - A @ means[t])
        return smoothed
