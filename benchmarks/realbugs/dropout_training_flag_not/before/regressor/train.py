import jax
import jax.numpy as jnp

from regressor.config import CONFIG
from regressor.model import DNN

model = DNN(CONFIG.hidden1, CONFIG.hidden2, CONFIG.outputs, CONFIG.dropout_rate)


def mse(params, X, y, training, rng):
    def squared_error(x, target):
        pred = model.apply(params, x, training, rng)
        diff = pred - target
        return jnp.inner(diff, diff)

    return jnp.mean(jax.vmap(squared_error)(X, y), axis=0)


@jax.jit
def train_step(params, X, y, training, rng):
    loss, grads = jax.value_and_grad(mse)(params, X, y, training, rng)
    params = jax.tree_util.tree_map(lambda p, g: p - CONFIG.learning_rate * g, params, grads)
    return params, loss


@jax.jit
def fit(params, X, y, training, rng):
    for i in range(CONFIG.num_steps):
        rng, step_rng = jax.random.split(rng)
        params, loss = train_step(params, X, y, training, step_rng)
        if i % CONFIG.log_every == 0:
            print(loss)  # expect: JXL201
    return params
