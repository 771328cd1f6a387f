from functools import partial

import jax


@partial(jax.jit, static_argnums=(0,))
def sgd_step(config, params, velocity, grads):
    velocity = config.momentum * velocity - config.lr * grads
    return params + velocity, velocity
