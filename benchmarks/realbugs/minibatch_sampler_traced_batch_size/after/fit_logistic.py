import jax
import jax.numpy as jnp

from ondevice.config import TrainConfig
from ondevice.data import DeviceDataset
from ondevice.logreg import accuracy, train_step


def make_dataset(key, n=5000, dim=10):
    k_w, k_x, k_flip = jax.random.split(key, 3)
    true_w = jax.random.normal(k_w, (dim,))
    x = jax.random.normal(k_x, (n, dim))
    y = (x @ true_w > 0).astype(jnp.float32)
    flip = jax.random.bernoulli(k_flip, 0.05, (n,))
    return DeviceDataset(x, jnp.where(flip, 1.0 - y, y))


def main(config=TrainConfig()):
    key = jax.random.PRNGKey(0)
    k_data, k_steps = jax.random.split(key)
    data = make_dataset(k_data)
    weights = {"w": jnp.zeros(data.features.shape[1]), "b": jnp.zeros(())}
    losses = []
    for k in jax.random.split(k_steps, config.num_steps):
        weights, loss = train_step(weights, k, data.features, data.labels, config)
        losses.append(float(loss))
    acc = float(accuracy(weights, data.features, data.labels))
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}, train accuracy {acc:.3f}")
    return losses, acc


if __name__ == "__main__":
    main()
