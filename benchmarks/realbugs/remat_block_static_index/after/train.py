import functools

import jax
import jax.numpy as jnp

from tinygemma import Config, forward, init_params

CONFIG = Config()


@functools.partial(jax.jit, static_argnames=("deterministic",))
def loss_fn(params, x, key, deterministic):
    y = forward(CONFIG, params, x, key, deterministic=deterministic)
    return jnp.mean((y - x[:, ::-1]) ** 2)


def train(steps=3, seed=0):
    key = jax.random.PRNGKey(seed)
    params = init_params(CONFIG, key)
    x = jax.random.normal(key, (4, CONFIG.width))
    grad_fn = jax.jit(jax.grad(loss_fn), static_argnames=("deterministic",))
    for step in range(steps):
        grads = grad_fn(params, x, jax.random.fold_in(key, step), deterministic=False)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
    return params, loss_fn(params, x, key, deterministic=True)


if __name__ == "__main__":
    print(train()[1])
