import jax
import jax.numpy as jnp

from optim import momentum

opt_init, opt_update, get_params = momentum(0.1)


def loss(params, inputs, targets):
    return jnp.mean((inputs @ params - targets) ** 2)


@jax.jit
def update(step, state, inputs, targets):
    grads = jax.grad(loss)(get_params(state), inputs, targets)
    return opt_update(step, grads, state)


def fit(inputs, targets, steps=3):
    state = opt_init(jnp.zeros(inputs.shape[1]))
    for step in range(steps):
        state = update(step, state, inputs, targets)
    return get_params(state)
