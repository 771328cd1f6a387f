import jax
import numpy as np

from data import VOLUME, load
from model import prior_predictive


def prior_draws(n_draws, seed=0):
    tank, density, volume, _ = load()
    n_volume = len(np.unique(VOLUME))
    keys = jax.random.split(jax.random.PRNGKey(seed), n_draws)
    return [prior_predictive(k, tank, density, volume, n_volume=n_volume) for k in keys]
