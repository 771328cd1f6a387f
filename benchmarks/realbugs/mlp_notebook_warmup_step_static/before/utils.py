import jax
import jax.numpy as jnp
import numpy as np


def load_digits_like(n=2560, num_pixels=784, num_classes=10, seed=0):
    """Offline stand-in for the notebook's parquet MNIST: class templates plus pixel noise, in [0, 1]."""
    rng = np.random.default_rng(seed)
    templates = rng.uniform(0.0, 1.0, size=(num_classes, num_pixels))
    labels = rng.integers(0, num_classes, size=n)
    x = np.clip(templates[labels] + rng.normal(0.0, 0.3, size=(n, num_pixels)), 0.0, 1.0)
    return x.astype(np.float32), labels.astype(np.int32)


def init_mlp(key, sizes):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"W": jax.random.normal(k, (m, n)) * jnp.sqrt(2.0 / m), "b": jnp.zeros(n)})
    return params


def minibatches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for start in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], y[idx]
