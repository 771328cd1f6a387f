import jax
import jax.numpy as jnp

from .velocity import velocity


def cfm_loss(params, x1, key):
    """Conditional flow matching on the straight path x_t = (1 - t) x0 + t x1, target x1 - x0."""
    k0, kt = jax.random.split(key)
    x0 = jax.random.normal(k0, x1.shape)
    t = jax.random.uniform(kt, (x1.shape[0],))
    xt = (1.0 - t[:, None]) * x0 + t[:, None] * x1
    return jnp.mean((velocity(params, xt, t) - (x1 - x0)) ** 2)


@jax.jit
def sgd_step(params, x1, key, lr):
    loss, grads = jax.value_and_grad(cfm_loss)(params, x1, key)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
