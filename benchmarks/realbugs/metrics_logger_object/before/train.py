import jax
import jax.numpy as jnp

from metrics import metrics


@jax.jit
def train_step(w, x, y):
    loss, grads = jax.value_and_grad(lambda w_: jnp.mean((x @ w_ - y) ** 2))(w)
    metrics.record("loss", loss)
    metrics.record("grad_norm", jnp.linalg.norm(grads))
    return w - 0.1 * grads
