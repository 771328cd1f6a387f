import equinox as eqx
import jax
import jax.numpy as jnp


def mse(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


@eqx.filter_jit
def make_step(model, x, y, learning_rate):
    loss, grads = eqx.filter_value_and_grad(mse)(model, x, y)
    updates = jax.tree_util.tree_map(lambda g: -learning_rate * g, grads)
    return eqx.apply_updates(model, updates), loss
