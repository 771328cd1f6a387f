"""Sweep learning rates over several seeds and report the final loss of each trial."""

import jax

from sweep.optim import adam
from sweep.train import mse_loss, optimize

LEARNING_RATES = (3e-3, 1e-2, 3e-2)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (3, 16)) * 0.5, "w2": jax.random.normal(k2, (16, 1)) * 0.5}


def make_batch(key):
    inputs = jax.random.normal(key, (128, 3))
    return inputs, jax.numpy.sin(inputs[:, :1]) + 0.5 * inputs[:, 1:2]


def run_trial(learning_rate, seed, batch):
    optimizer = adam(learning_rate)
    params = init_params(jax.random.PRNGKey(seed))
    opt_state = optimizer.init(params)
    params, _ = optimize(mse_loss, optimizer, params, opt_state, batch)  # expect: JXL503
    return float(mse_loss(params, batch))


def main():
    batch = make_batch(jax.random.PRNGKey(42))
    return {(lr, seed): run_trial(lr, seed, batch) for seed in range(2) for lr in LEARNING_RATES}


if __name__ == "__main__":
    print(main())
