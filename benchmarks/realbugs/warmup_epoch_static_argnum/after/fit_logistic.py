import jax
import jax.numpy as jnp

from warmfit.training import train_epoch


def make_batches(key, num_batches=8, batch_size=32, dim=5):
    x_key, w_key = jax.random.split(key)
    x = jax.random.normal(x_key, (num_batches, batch_size, dim))
    true_w = jax.random.normal(w_key, (dim,))
    y = (x @ true_w > 0).astype(jnp.float32)
    return x, y


def main(num_epochs=12, start_epoch=0, params=None):
    batches = make_batches(jax.random.PRNGKey(0))
    if params is None:
        params = {"w": jnp.zeros(5), "b": jnp.array(0.0)}
    history = []
    for epoch in range(start_epoch, start_epoch + num_epochs):
        params, loss = train_epoch(params, batches, epoch)
        history.append(float(loss))
    return params, history


if __name__ == "__main__":
    _, losses = main()
    print("loss per epoch:", [round(v, 3) for v in losses])
