from functools import partial

import jax

from .steps import sgd_step

# The config is a frozen (hashable) dataclass: one compilation per configuration, reused by every epoch and call.
_jitted_step = partial(jax.jit, static_argnums=0)(sgd_step)


def fit(params, batches, config, epochs=None):
    losses = []
    for epoch in range(config.epochs if epochs is None else epochs):
        for batch in batches:
            params, loss = _jitted_step(config, params, batch)
        losses.append(loss)
    return params, losses
