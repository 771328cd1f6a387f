import jax

from data import load
from model import prior_predictive


def prior_draws(n_draws, seed=0):
    tank, density, volume, _ = load()
    keys = jax.random.split(jax.random.PRNGKey(seed), n_draws)
    return [prior_predictive(k, tank, density, volume) for k in keys]
