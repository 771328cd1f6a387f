import jax

from .losses import discriminator_loss, generator_loss


def sgd(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


@jax.jit
def train_step(g_params, d_params, real, key, lr=0.01):
    k_d, k_g = jax.random.split(key)
    z_d = jax.random.normal(k_d, (real.shape[0], 8))
    d_loss, d_grads = jax.value_and_grad(discriminator_loss)(d_params, g_params, real, z_d)
    d_params = sgd(d_params, d_grads, lr)
    z_g = jax.random.normal(k_g, (real.shape[0], 8))
    g_loss, g_grads = jax.value_and_grad(generator_loss)(g_params, d_params, z_g)
    return sgd(g_params, g_grads, lr), d_params, d_loss, g_loss
