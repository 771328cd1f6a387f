from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from l96da.ensemble import perturb
from l96da.model import rk4_forecast

FORCING = 8.0


@partial(jax.jit, static_argnames=("n_members", "n_steps"))
def ensemble_forecast(analysis, spread, n_members, n_steps):
    members = perturb(analysis, spread, n_members)
    return jax.vmap(lambda x: rk4_forecast(x, FORCING, 0.01, n_steps))(members)


def forecast_cycles(n_cycles, n_steps):
    analysis = FORCING * jnp.ones(40).at[19].add(0.01)
    spreads = []
    for _ in range(n_cycles):
        members = ensemble_forecast(analysis, 0.1, n_members=8, n_steps=n_steps)
        spreads.append(np.asarray(members))
        analysis = members.mean(axis=0)
    return spreads


if __name__ == "__main__":
    print([s.std(axis=0).mean() for s in forecast_cycles(3, 50)])
