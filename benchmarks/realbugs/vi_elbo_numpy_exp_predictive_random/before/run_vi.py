from functools import partial

import jax
import jax.numpy as jnp

from bayeslogit.predictive import predictive_probability
from bayeslogit.vi import fit


def main():
    key_data, key_noise, key_fit = jax.random.split(jax.random.PRNGKey(0), 3)
    X = jax.random.normal(key_data, (200, 3))
    true_w = jnp.array([1.5, -2.0, 0.5])
    y = (jax.random.uniform(key_noise, (200,)) < jax.nn.sigmoid(X @ true_w)).astype(jnp.float32)
    variational, loss = fit(X, y, key_fit, num_steps=300, learning_rate=0.01, num_samples=16, prior_std=3.0)
    predict = jax.jit(partial(predictive_probability, num_samples=256))
    X_new = jnp.array([[1.0, -1.0, 0.0], [0.1, 0.1, 0.1]])
    draws = [predict(variational, X_new) for _ in range(3)]
    return variational, loss, draws


if __name__ == "__main__":
    variational, loss, draws = main()
    print(variational["mean"], loss)
    print(draws)
