import logging

import jax
import jax.numpy as jnp

from dptrain import mlp
from dptrain.metrics import log_step_metrics
from dptrain.step import parallel_train_step


def replicate(tree):
    n = jax.local_device_count()
    return jax.tree_util.tree_map(lambda a: jnp.broadcast_to(a, (n,) + a.shape), tree)


def main(num_steps=5):
    n = jax.local_device_count()
    x_key, init_key = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.uniform(x_key, (n * 32, 2), minval=-1.0, maxval=1.0)
    y = jnp.sum(x ** 2, axis=1, keepdims=True)
    xs, ys = x.reshape(n, 32, 2), y.reshape(n, 32, 1)
    params = replicate(mlp.init(init_key, [2, 32, 1]))
    for _ in range(num_steps):
        params, loss, grad_norm = parallel_train_step(params, xs, ys, 0.05)
        log_step_metrics(float(loss[0]), float(grad_norm[0]))
    return params, loss


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
