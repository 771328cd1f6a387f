import jax
import jax.numpy as jnp

from tinyopt.base import GradientTransformation


def sgd(learning_rate):
    def init(params):
        return ()

    def update(grads, state, params=None):
        return jax.tree_util.tree_map(lambda g: -learning_rate * g, grads), state

    return GradientTransformation(init, update)


def adam(learning_rate, b1=0.9, b2=0.999, eps=1e-8):
    def init(params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return (jnp.zeros([], jnp.int32), zeros, zeros)

    def update(grads, state, params=None):
        count, mu, nu = state
        count = count + 1
        mu = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, mu, grads)
        nu = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, nu, grads)
        mu_hat = jax.tree_util.tree_map(lambda m: m / (1 - b1 ** count), mu)
        nu_hat = jax.tree_util.tree_map(lambda v: v / (1 - b2 ** count), nu)
        updates = jax.tree_util.tree_map(lambda m, v: -learning_rate * m / (jnp.sqrt(v) + eps), mu_hat, nu_hat)
        return updates, (count, mu, nu)

    return GradientTransformation(init, update)
