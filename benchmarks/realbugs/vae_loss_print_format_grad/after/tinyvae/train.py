import jax

from tinyvae.losses import elbo_loss


def make_train_step(learning_rate):
    grad_fn = jax.value_and_grad(elbo_loss, has_aux=True)

    def train_step(params, batch, key):
        (loss, (recon, kl)), grads = grad_fn(params, batch, key)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss

    return jax.jit(train_step)
