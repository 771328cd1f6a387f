import logging

import jax

from l96da.diagnostics import CycleLogger
from l96da.enkf import EnsembleKalmanFilter
from l96da.model import forecast


def main(n_vars=40, n_members=40, n_cycles=40, seed=0):
    logging.basicConfig(level=logging.INFO)
    key_truth, key_ens, key_obs, key_da = jax.random.split(jax.random.key(seed), 4)
    enkf = EnsembleKalmanFilter(CycleLogger())
    truth = forecast(8.0 + 0.01 * jax.random.normal(key_truth, (n_vars,)), 500)
    ensemble = truth + 2.0 * jax.random.normal(key_ens, (n_members, n_vars))
    rmses = []
    for key_o, key_a in zip(jax.random.split(key_obs, n_cycles), jax.random.split(key_da, n_cycles)):
        truth = forecast(truth, enkf.steps_per_cycle)
        obs = enkf.observe(truth) + enkf.obs_error * jax.random.normal(key_o, (n_vars // enkf.obs_every,))
        ensemble, rmse, spread = enkf.cycle(ensemble, truth, obs, key_a)
        enkf.diagnostics.log_cycle(float(rmse), float(spread))
        rmses.append(float(rmse))
    print(f"analysis rmse: first {rmses[0]:.2f}, last 10 mean {sum(rmses[-10:]) / 10:.2f}")
    return rmses


if __name__ == "__main__":
    main()
