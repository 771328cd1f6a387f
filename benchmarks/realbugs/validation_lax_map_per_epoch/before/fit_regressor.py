import jax
import jax.numpy as jnp

from regress.model import init_mlp
from regress.training import fit


def make_batches(key, num_batches, batch_size):
    x = jax.random.uniform(key, (num_batches, batch_size, 2), minval=-2.0, maxval=2.0)
    y = jnp.sin(x[..., :1]) * jnp.cos(x[..., 1:])
    return x, y


def main(num_epochs=3):
    params = init_mlp(jax.random.PRNGKey(0), [2, 32, 1])
    train_batches = make_batches(jax.random.PRNGKey(1), 8, 32)
    val_batches = make_batches(jax.random.PRNGKey(2), 4, 32)
    params, history = fit(params, train_batches, val_batches, num_epochs, learning_rate=0.05)
    return params, val_batches, history


if __name__ == "__main__":
    print(main()[2])
