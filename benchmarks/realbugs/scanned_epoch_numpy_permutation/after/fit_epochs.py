import jax
import jax.numpy as jnp

from epochs.train import run_epoch


def main(num_epochs=3):
    kx, key = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (48, 3))
    y = x @ jnp.array([0.5, -1.0, 2.0])
    w = jnp.zeros(3)
    orders = []
    for _ in range(num_epochs):
        key, epoch_key = jax.random.split(key)
        w, losses, order = run_epoch(w, epoch_key, x, y, batch_size=8, learning_rate=0.1)
        orders.append(order)
    return w, orders


if __name__ == "__main__":
    print(main()[0])
