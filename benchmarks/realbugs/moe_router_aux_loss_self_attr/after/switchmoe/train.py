import jax
import jax.numpy as jnp


def make_train_step(layer, aux_weight=0.01, lr=0.05):
    def loss_fn(params, x, y):
        out, aux_loss = layer(params, x)
        return jnp.mean((out - y) ** 2) + aux_weight * aux_loss, aux_loss

    @jax.jit
    def train_step(params, x, y):
        (loss, aux_loss), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss, aux_loss

    return train_step
