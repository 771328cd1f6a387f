import jax
import jax.numpy as jnp


def make_train_step(layer, aux_weight=0.01, lr=0.05):
    def loss_fn(params, x, y):
        mse = jnp.mean((layer(params, x) - y) ** 2)
        return mse + aux_weight * layer.router.aux_loss

    @jax.jit
    def train_step(params, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    return train_step
