"""Train for one epoch and compare with a plain Python loop over the batches."""
import jax
import jax.numpy as jnp
import numpy as np

from regress.data import NUM_BATCHES, X, Y, BATCH
from regress.epoch import make_epoch, squared_error


def fit():
    x_batches = jnp.asarray(X).reshape(NUM_BATCHES, BATCH, -1)
    y_batches = jnp.asarray(Y).reshape(NUM_BATCHES, BATCH)
    run_epoch = make_epoch(x_batches, y_batches)
    return run_epoch(jnp.zeros(3))


def reference_fit(lr=0.1):
    w = jnp.zeros(3)
    for start in range(0, len(X), BATCH):
        w = w - lr * jax.grad(squared_error)(w, X[start:start + BATCH], Y[start:start + BATCH])
    return np.asarray(w)
