"""Accuracy of training restricted to random subspaces of growing dimension."""

from functools import partial

import jax
import jax.numpy as jnp

from subspace.train import subspace_learning

MIN_DIM, MAX_DIM, JUMP = 10, 60, 25


def toy_data(key, n=90):
    kx, kc = jax.random.split(key)
    centers = jax.random.normal(kc, (3, 8)) * 2.0
    labels = jnp.arange(n) % 3
    x = centers[labels] + jax.random.normal(kx, (n, 8))
    return x, jax.nn.one_hot(labels, 3)


def sweep(seed=0, n_epochs=5):
    key = jax.random.PRNGKey(seed)
    x, labels = toy_data(key)
    subspace_dims = jnp.array([2] + list(range(MIN_DIM, MAX_DIM, JUMP)))
    run = partial(subspace_learning, key, x=x, labels=labels, n_epochs=n_epochs)
    return dict(zip(subspace_dims.tolist(), jax.vmap(run)(subspace_dims).tolist()))


if __name__ == "__main__":
    print(sweep())
