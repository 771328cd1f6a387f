import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [0.1 * jax.random.normal(k, (n_in, n_out)) for k, n_in, n_out in zip(keys, sizes[:-1], sizes[1:])]


def forward(params, x):
    for w in params[:-1]:
        x = jax.nn.relu(x @ w)
    return x @ params[-1]


def mse_loss(params, x, y):
    return 0.5 * jnp.mean((forward(params, x) - y) ** 2)
