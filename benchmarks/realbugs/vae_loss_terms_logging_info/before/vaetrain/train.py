import jax

from vaetrain.losses import vae_loss


@jax.jit
def train_step(params, batch, key, beta):
    (loss, terms), grads = jax.value_and_grad(vae_loss, has_aux=True)(params, batch, key, beta)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
    return params, loss, terms
