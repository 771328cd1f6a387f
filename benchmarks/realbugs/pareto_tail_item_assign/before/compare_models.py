"""Compare two normal models of the same data by PSIS-LOO, from posterior draws of the mean."""
import jax
import jax.numpy as jnp

DATA = jnp.array([0.3, -1.2, 0.8, 2.1, -0.4, 0.9])


def posterior_log_lik(key, scale, draws=400):
    mu = DATA.mean() + jax.random.normal(key, (draws,)) * scale / jnp.sqrt(DATA.size)
    return jax.scipy.stats.norm.logpdf(DATA[None, :], mu[:, None], scale)


def compare():
    from psislite import loo
    narrow = loo(posterior_log_lik(jax.random.PRNGKey(0), 0.5))
    wide = loo(posterior_log_lik(jax.random.PRNGKey(1), 1.2))
    return narrow["elpd_loo"], wide["elpd_loo"]


if __name__ == "__main__":
    print(compare())
