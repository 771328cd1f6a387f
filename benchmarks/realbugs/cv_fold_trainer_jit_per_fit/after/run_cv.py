import jax
import jax.numpy as jnp

from kfold.model import linear_model
from kfold.trainer import FoldTrainer


def make_data(key, n=90, d=4):
    k1, k2 = jax.random.split(key)
    x = jax.random.normal(k1, (n, d))
    y = x @ jnp.arange(1.0, d + 1.0) + 0.1 * jax.random.normal(k2, (n,))
    return x, y


def folds(x, y, k=3):
    size = x.shape[0] // k
    for i in range(k):
        val = slice(i * size, (i + 1) * size)
        keep = jnp.concatenate([jnp.arange(0, i * size), jnp.arange((i + 1) * size, x.shape[0])])
        yield x[keep], y[keep], x[val], y[val]


def init_params(d=4):
    return {"w": jnp.zeros(d), "b": jnp.zeros(())}


def cross_validate(trainer, x, y):
    return [float(trainer.fit(init_params(), *fold)[1]) for fold in folds(x, y)]


if __name__ == "__main__":
    x, y = make_data(jax.random.PRNGKey(0))
    print(cross_validate(FoldTrainer(linear_model, learning_rate=0.1, steps=20), x, y))
