from functools import partial

import jax

from .steps import sgd_step


def fit(params, batches, config, epochs=None):
    losses = []
    for epoch in range(config.epochs if epochs is None else epochs):
        step = jax.jit(partial(sgd_step, config))  # expect: JXL501
        for batch in batches:
            params, loss = step(params, batch)
        losses.append(loss)
    return params, losses
