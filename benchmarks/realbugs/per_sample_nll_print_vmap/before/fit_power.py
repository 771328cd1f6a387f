"""Fit the appliance-power model to synthetic aggregate readings."""

import jax
import jax.numpy as jnp

from nilm.fit import fit
from nilm.model import init_params

EPOCHS = 25


def synthetic_readings(key, num_samples):
    x_key, noise_key = jax.random.split(key)
    features = jax.random.uniform(x_key, (num_samples, 3))
    noise = jax.random.normal(noise_key, (num_samples,)) * (0.1 + 0.3 * features[:, 0])
    return features, features @ jnp.array([2.0, -1.0, 0.5]) + 0.3 + noise


def main():
    features, targets = synthetic_readings(jax.random.PRNGKey(0), 256)
    params, losses = fit(init_params(jax.random.PRNGKey(1), 3), features, targets, 0.1, EPOCHS)
    jax.block_until_ready(losses)
    return params, losses


if __name__ == "__main__":
    main()
