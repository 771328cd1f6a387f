import jax
import jax.numpy as jnp

from fitkit import model
from fitkit.early_stopping import EarlyStopping
from fitkit.loop import fit


def make_split(key, n):
    x = jax.random.uniform(key, (n,), minval=-1.0, maxval=1.0)
    noise = 0.1 * jax.random.normal(jax.random.fold_in(key, 1), (n,))
    return x, jnp.sin(3.0 * x) + noise


def main():
    train_key, val_key, init_key = jax.random.split(jax.random.PRNGKey(0), 3)
    stopper = EarlyStopping(min_delta=1e-3, patience=10)
    best, stopper, epoch = fit(model.init(init_key, 7), stopper, make_split(train_key, 40), make_split(val_key, 40))
    print("stopped after epoch %d, best validation loss %.4f" % (epoch, stopper.best_metric))
    return best, stopper, epoch


if __name__ == "__main__":
    main()
