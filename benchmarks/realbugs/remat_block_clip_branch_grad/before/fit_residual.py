"""A few steps of plain gradient descent on a regression target."""

import jax
import jax.numpy as jnp

from deepres.model import ResidualStack, init_params


def loss(params, model, x, y):
    return jnp.mean((model(params, x) - y) ** 2)


def fit(steps=3, lr=0.05):
    key = jax.random.PRNGKey(0)
    params = init_params(key, width=8, depth=4)
    x = jax.random.normal(jax.random.PRNGKey(1), (16, 8))
    y = jnp.sin(x)
    model = ResidualStack(clip=3.0)
    for _ in range(steps):
        grads = jax.grad(loss)(params, model, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return loss(params, model, x, y)


if __name__ == "__main__":
    print(fit())
