import jax
import jax.numpy as jnp

from psislite.smoothing import psislw


def loo(log_lik):
    """PSIS leave-one-out expected log predictive density; log_lik has shape (draws, observations)."""
    log_lik = jnp.asarray(log_lik)
    elpd, ks = [], []
    for i in range(log_lik.shape[1]):
        log_weights, k = psislw(-log_lik[:, i])
        elpd.append(jax.scipy.special.logsumexp(log_weights + log_lik[:, i]))
        ks.append(k)
    return {"elpd_loo": float(jnp.sum(jnp.stack(elpd))), "pareto_k": jnp.stack(ks)}
