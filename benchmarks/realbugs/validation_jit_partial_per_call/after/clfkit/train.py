import jax
import jax.numpy as jnp


def make_train_step(model, learning_rate=0.1):
    def loss_fn(params, x, y):
        logits = model.apply(params, x)
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))

    @jax.jit
    def train_step(params, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    return train_step
