"""Toy training loop: a linear classifier, evaluated after every epoch."""
import jax
import jax.numpy as jnp

from evalkit import evaluate

NUM_CLASSES, DIM = 10, 16


def make_split(key, n_batches=3, batch=32):
    kx, kw = jax.random.split(key)
    xs = jax.random.normal(kx, (n_batches, batch, DIM))
    true_w = jax.random.normal(kw, (DIM, NUM_CLASSES))
    ys = jnp.argmax(xs @ true_w, axis=-1)
    return xs, ys


@jax.jit
def sgd_step(w, x, y):
    def loss(w):
        logp = jax.nn.log_softmax(x @ w)
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=-1))
    return w - 0.1 * jax.grad(loss)(w)


def train(num_epochs=3, seed=0):
    xs, ys = make_split(jax.random.PRNGKey(seed))
    vx, vy = make_split(jax.random.PRNGKey(seed + 1))
    w = jnp.zeros((DIM, NUM_CLASSES))
    history = []
    for _ in range(num_epochs):
        for x, y in zip(xs, ys):
            w = sgd_step(w, x, y)
        history.append(evaluate([x @ w for x in vx], list(vy)))
    return w, history


if __name__ == "__main__":
    print(train()[1])
