import jax

from fastfit.epoch import train_epoch
from fastfit.history import LOSS_HISTORY
from fastfit.model import init_params


def make_batches(key, num_batches=4, batch_size=32, n_features=8, n_classes=3):
    x_key, w_key = jax.random.split(key)
    xs = jax.random.normal(x_key, (num_batches, batch_size, n_features))
    true_w = jax.random.normal(w_key, (n_features, n_classes))
    ys = jax.numpy.argmax(xs @ true_w, axis=-1)
    return xs, ys


def main(epochs=2):
    xs, ys = make_batches(jax.random.PRNGKey(0))
    params = init_params(jax.random.PRNGKey(1), xs.shape[-1], 3)
    for _ in range(epochs):
        params, _ = train_epoch(params, xs, ys)
    return [float(loss) for loss in LOSS_HISTORY]


if __name__ == "__main__":
    print(main())
