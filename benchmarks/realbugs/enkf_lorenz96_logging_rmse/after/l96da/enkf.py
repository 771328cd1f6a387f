import jax
import jax.numpy as jnp

from l96da.model import forecast


class EnsembleKalmanFilter:
    """Stochastic (perturbed-observation) EnKF with multiplicative inflation, observing every obs_every-th variable."""

    def __init__(self, diagnostics, obs_every=1, obs_error=1.0, inflation=1.1, steps_per_cycle=5):
        self.diagnostics = diagnostics
        self.obs_every = obs_every
        self.obs_error = obs_error
        self.inflation = inflation
        self.steps_per_cycle = steps_per_cycle
        self.cycle = jax.jit(self._cycle)

    def observe(self, x):
        return x[..., ::self.obs_every]

    def analysis(self, ensemble, obs, key):
        mean = ensemble.mean(axis=0)
        anomalies = self.inflation * (ensemble - mean)
        ensemble = mean + anomalies
        hx = self.observe(ensemble)
        hx_anom = hx - hx.mean(axis=0)
        m = ensemble.shape[0]
        pht = anomalies.T @ hx_anom / (m - 1)
        hpht = hx_anom.T @ hx_anom / (m - 1)
        gain = pht @ jnp.linalg.inv(hpht + self.obs_error ** 2 * jnp.eye(obs.shape[0]))
        perturbed = obs + self.obs_error * jax.random.normal(key, hx.shape)
        return ensemble + (perturbed - hx) @ gain.T

    def _cycle(self, ensemble, truth, obs, key):
        ensemble = jax.vmap(lambda x: forecast(x, self.steps_per_cycle))(ensemble)
        ensemble = self.analysis(ensemble, obs, key)
        rmse = jnp.sqrt(jnp.mean((ensemble.mean(axis=0) - truth) ** 2))
        spread = jnp.sqrt(jnp.mean(ensemble.var(axis=0)))
        return ensemble, rmse, spread
