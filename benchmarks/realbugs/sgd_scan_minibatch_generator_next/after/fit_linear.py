"""Fit a noisy linear model by minibatch SGD and compare with the true weights."""

import jax
import jax.numpy as jnp

from regress import run_sgd


def squared_error(params, inputs, targets):
    return jnp.mean((inputs @ params["w"] + params["b"] - targets) ** 2)


def main():
    key_x, key_w, key_noise, key_sgd = jax.random.split(jax.random.PRNGKey(0), 4)
    inputs = jax.random.normal(key_x, (1024, 8))
    true_w = jax.random.normal(key_w, (8,))
    targets = inputs @ true_w + 0.5 + 0.5 * jax.random.normal(key_noise, (1024,))
    params = {"w": jnp.zeros(8), "b": jnp.asarray(0.0)}
    params, losses = run_sgd(squared_error, params, (inputs, targets), key=key_sgd, batch_size=16, num_epochs=5,
                             learning_rate=0.02)
    return params, true_w, losses


if __name__ == "__main__":
    params, true_w, losses = main()
    print(float(jnp.linalg.norm(params["w"] - true_w)), float(losses[-1]))
