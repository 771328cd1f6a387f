import jax
import jax.numpy as jnp

from metrics import Stats


def loss_and_accuracy(w, x, y):
    logits = x @ w
    loss = jnp.mean(jax.nn.softplus(-y * logits))
    return loss, jnp.mean((logits > 0) == (y > 0))


@jax.jit
def train_step(w, x, y):
    (loss, acc), grad = jax.value_and_grad(loss_and_accuracy, has_aux=True)(w, x, y)
    print(f"step: {Stats(loss, acc)}")  # expect: JXL201
    return w - 0.1 * grad
