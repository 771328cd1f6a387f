from functools import partial

import jax
import jax.numpy as jnp

from evolve.optim import Momentum


def loss_fn(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)


@partial(jax.jit, static_argnames=("optimizer",))
def train_step(params, opt_state, x, y, optimizer):
    grads = jax.grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state)
    return jax.tree_util.tree_map(lambda p, u: p + u, params, updates), opt_state


def train_generation(paths, x, y, steps):
    for path in paths:
        optimizer = Momentum(learning_rate=path["hparams"]["lr"], beta=0.9)
        opt_state = optimizer.init(path["params"])
        for _ in range(steps):
            path["params"], opt_state = train_step(path["params"], opt_state, x, y, optimizer)
    return paths
